import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { notFound } from "@/lib/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ends one session of the signed-in account, named by its public id: its next request is signed out. Another account's
 * session, or no such session, is 404 alike (nothing tells them apart). Returns whether it was the caller's own.
 */
export async function endAccountSession(actor: Actor | null, publicId: string): Promise<{ current: boolean }> {
  const user = requireUser(actor);
  if (!UUID.test(publicId)) throw notFound("Session not found");
  const [ended] = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), eq(sessions.publicId, publicId.toLowerCase())))
    .returning({ sid: sessions.sid });
  if (!ended) throw notFound("Session not found");
  return { current: ended.sid === user.sessionKey };
}
