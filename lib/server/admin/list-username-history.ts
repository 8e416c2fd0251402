import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { UsernameHistoryEntry } from "@/lib/moderation/types";
import { assertUserExists } from "./assert-user-exists";

/** A user's confirmed username changes, newest first (staff). */
export async function listUsernameHistory(actor: Actor | null, userId: number): Promise<UsernameHistoryEntry[]> {
  requireRole(actor, "staff");
  const db = getDb();
  await assertUserExists(db, userId);
  const { rows } = await db.execute<{ old_username: string; new_username: string; changed_at: Date | string }>(sql`
    select old_username, new_username, changed_at from username_history
    where user_id = ${userId} and is_verified order by changed_at desc, id desc limit 200`);
  return rows.map((r) => ({
    oldUsername: r.old_username,
    newUsername: r.new_username,
    changedAt: new Date(r.changed_at).toISOString(),
  }));
}
