import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { usernameHistory } from "@/lib/db/schema";
import type { UsernameHistoryEntry } from "@/lib/moderation/types";
import { assertUserExists } from "./assert-user-exists";

/** A user's confirmed username changes, newest first (staff). */
export async function listUsernameHistory(actor: Actor | null, userId: number): Promise<UsernameHistoryEntry[]> {
  requireRole(actor, "staff");
  const db = getDb();
  await assertUserExists(db, userId);
  const rows = await db
    .select({
      oldUsername: usernameHistory.oldUsername,
      newUsername: usernameHistory.newUsername,
      changedAt: usernameHistory.changedAt,
    })
    .from(usernameHistory)
    .where(and(eq(usernameHistory.userId, userId), eq(usernameHistory.isVerified, true)))
    .orderBy(desc(usernameHistory.changedAt), desc(usernameHistory.id))
    .limit(200);
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }));
}
