import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { moderationActions, users } from "@/lib/db/schema";
import type { PunishmentHistoryEntry } from "@/lib/moderation/types";
import { assertUserExists } from "./assert-user-exists";

/**
 * Every moderation action on a user (punishments and role changes), newest first, with the moderator's name (staff).
 */
export async function listPunishmentHistory(actor: Actor | null, userId: number): Promise<PunishmentHistoryEntry[]> {
  requireRole(actor, "staff");
  const db = getDb();
  await assertUserExists(db, userId);
  const rows = await db
    .select({
      action: moderationActions.action,
      duration: moderationActions.duration,
      reason: moderationActions.reason,
      moderatorName: sql<string | null>`case when ${users.id} is null then null
        when ${users.status} = 'deleted' then '[deleted user]' else ${users.username} end`,
      moderatorId: moderationActions.moderatorId,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.moderatorId))
    .where(and(eq(moderationActions.targetType, "user"), eq(moderationActions.targetId, userId)))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
