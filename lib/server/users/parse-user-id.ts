import "server-only";
import { notFound } from "@/lib/errors";
import { idParam } from "@/lib/validation/fields";

/** A route's raw user id; anything that is not a valid id is simply a user that does not exist. */
export function parseUserId(raw: string | undefined): number {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound("User not found");
  return id.data;
}
