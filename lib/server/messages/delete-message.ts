import "server-only";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { messageParticipants } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";

/** Removes the message from the signed-in user's inbox only: other recipients keep their copy. */
export async function deleteMessage(actor: Actor | null, id: number) {
  const user = requireUser(actor);
  const [row] = await getDb()
    .delete(messageParticipants)
    .where(and(eq(messageParticipants.messageId, id), eq(messageParticipants.userId, user.id)))
    .returning({ id: messageParticipants.messageId });
  if (!row) throw notFound("Message not found");
  return { success: true, id: row.id };
}
