import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { messageParticipants } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";

/** Unread inbox messages of the signed-in user (a partial index covers the unread rows). */
export async function countUnreadMessages(actor: Actor) {
  const [row] = await getDb()
    .select({ count: sql<number>`count(*)::int` })
    .from(messageParticipants)
    .where(and(eq(messageParticipants.userId, actor.id), eq(messageParticipants.isRead, false)));
  return { count: row?.count ?? 0 };
}
