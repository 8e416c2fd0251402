import "server-only";
import { notFound } from "@/lib/errors";
import { idParam } from "@/lib/validation/fields";

/** A route's raw message id; anything that is not a valid id is a message that does not exist. */
export function parseMessageId(raw: string | undefined): number {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound("Message not found");
  return id.data;
}
