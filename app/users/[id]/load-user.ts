import "server-only";
import { cache } from "react";
import { AppError } from "@/lib/errors";
import { pageData } from "@/lib/outage";
import { getPublicUser } from "@/lib/server/users/get-public-user";
import type { PublicUser } from "@/lib/users/types";
import { idParam } from "@/lib/validation/fields";

/** The public user behind a route's raw id, or null; once per request for the layout, metadata and page. */
export const loadUser = cache(async (rawId: string): Promise<PublicUser | null> => {
  const id = idParam.safeParse(rawId);
  if (!id.success) return null;
  try {
    return await pageData(() => getPublicUser(id.data));
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
});
