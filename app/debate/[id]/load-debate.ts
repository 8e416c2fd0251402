import "server-only";
import { cache } from "react";
import { getActor } from "@/lib/auth/actor";
import { findDebate } from "@/lib/server/debates/find-debate";

/** Once per request for the layout, the metadata and the page. */
export const loadDebate = cache(async (id: string) => findDebate(await getActor(), id));
