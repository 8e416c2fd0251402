import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { messages } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { selectInbox, type InboxMessage } from "./select-inbox";

/** One message of the signed-in user's inbox; 404 when they are not a participant (or deleted it). */
export async function getMessage(actor: Actor | null, id: number): Promise<InboxMessage> {
  const user = requireUser(actor);
  const [row] = await selectInbox(user.id, eq(messages.id, id)).limit(1);
  if (!row) throw notFound("Message not found");
  return row;
}
