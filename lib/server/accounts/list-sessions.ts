import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import type { AccountSession } from "@/lib/sessions/types";

const NO_DEVICE = { browser: null, os: null, type: null };

/**
 * The signed-in account's live sessions, this one first, then the most recently active: each named by its public id
 * (never the sid or its hash), with its device, when it began and when it was last used.
 */
export async function listSessions(actor: Actor | null): Promise<AccountSession[]> {
  const user = requireUser(actor);
  const current = sql<boolean>`${sessions.sid} = ${user.sessionKey}`;
  const rows = await getDb()
    .select({
      id: sessions.publicId,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      current,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expire, sql`now()`)))
    .orderBy(desc(current), desc(sessions.lastActiveAt), desc(sessions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    device: r.device ?? NO_DEVICE,
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.lastActiveAt.toISOString(),
    current: r.current,
  }));
}
