import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";

/** Ends every session of the signed-in account but the one asking; returns how many ended. */
export async function endOtherSessions(actor: Actor | null): Promise<{ ended: number }> {
  const user = requireUser(actor);
  const ended = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.sid, user.sessionKey)))
    .returning({ sid: sessions.sid });
  return { ended: ended.length };
}
