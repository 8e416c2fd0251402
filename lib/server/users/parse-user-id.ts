import "server-only";
import { parseRouteId } from "@/lib/api/parse-input";

/** A route's raw user id; anything that is not a valid id is simply a user that does not exist. */
export const parseUserId = (raw: string | undefined): number => parseRouteId(raw, "User not found");
