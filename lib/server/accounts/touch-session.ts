import "server-only";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
import { sessions, users } from "@/lib/db/schema";
import { IDLE_SESSION_SECONDS } from "@/lib/auth/session-config";
import { mainRole } from "@/lib/roles";
import { rolesOf } from "@/lib/server/users/roles-of";
import type { Actor } from "@/lib/auth/actor";

/** How stale a session's 'last active' may be before a request moves it (a write per session at most this often). */
const LAST_ACTIVE_STEP_MS = 5 * 60_000;

/**
 * A suspension whose time is up ends by itself on the user's next request: the row flips to active, guarded so
 * concurrent requests (or a staff action in between) make it happen once or not at all. Returns the status now.
 */
async function endSuspension(userId: number): Promise<Actor["status"]> {
  const db = getDb();
  const [ended] = await db
    .update(users)
    .set({ status: "active", suspendedUntil: null })
    .where(and(eq(users.id, userId), eq(users.status, "suspended"), lte(users.suspendedUntil, sql`now()`)))
    .returning({ status: users.status });
  if (ended) return ended.status;
  const [now] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return now?.status ?? "active";
}

/**
 * The signed-in user behind a session key, or null when the session is gone, expired or the account closed. It
 * writes on the way: a suspension whose time is up ends (endSuspension), and an idle session's expiry slides forward.
 */
export async function touchSession(sessionKey: string): Promise<Actor | null> {
  const statement = prepared("sessions:actor", (db) =>
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        emailVerified: users.emailVerified,
        isVerified: users.isVerified,
        status: users.status,
        suspensionOver: sql<boolean>`coalesce(${users.suspendedUntil} <= now(), false)`,
        rememberMe: sql<boolean>`coalesce((${sessions.sess}->>'rememberMe')::boolean, false)`,
        expire: sessions.expire,
        lastActiveAt: sessions.lastActiveAt,
        roles: rolesOf(users.id),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sid, sql.placeholder("sessionKey")), gt(sessions.expire, sql`now()`)))
      .limit(1),
  );
  const [row] = await statement.execute({ sessionKey });
  if (!row || row.status === "banned" || row.status === "deleted") return null;
  const status = row.status === "suspended" && row.suspensionOver ? await endSuspension(row.id) : row.status;
  if (status === "banned" || status === "deleted") return null;

  // idle sessions slide (at most once an hour) and settings' 'last active' moves (every few minutes): one write
  const slide = !row.rememberMe && row.expire.getTime() - Date.now() < (IDLE_SESSION_SECONDS - 3600) * 1000;
  if (slide || Date.now() - row.lastActiveAt.getTime() > LAST_ACTIVE_STEP_MS) {
    await getDb()
      .update(sessions)
      .set({
        lastActiveAt: sql`now()`,
        ...(slide ? { expire: sql`now() + make_interval(secs => ${IDLE_SESSION_SECONDS})` } : {}),
      })
      .where(eq(sessions.sid, sessionKey));
  }

  const roles = row.roles ?? [];
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    roles,
    role: mainRole(roles),
    emailVerified: row.emailVerified,
    isVerified: row.isVerified,
    status,
    sessionKey,
  };
}
