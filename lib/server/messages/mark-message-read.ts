import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { messageParticipants } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";

/** Marks the message read for the signed-in user only; the first read time is kept. */
export async function markMessageRead(actor: Actor | null, id: number) {
  const user = requireUser(actor);
  const [row] = await getDb()
    .update(messageParticipants)
    .set({ isRead: true, readAt: sql`coalesce(${messageParticipants.readAt}, now())` })
    .where(and(eq(messageParticipants.messageId, id), eq(messageParticipants.userId, user.id)))
    .returning({ id: messageParticipants.messageId });
  if (!row) throw notFound("Message not found");
  return { success: true, id: row.id, isRead: true };
}
