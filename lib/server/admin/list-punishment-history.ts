import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { ModerationActionKind, PunishmentHistoryEntry } from "@/lib/moderation/types";
import { assertUserExists } from "./assert-user-exists";

type Row = {
  action: ModerationActionKind;
  duration: number | null;
  reason: string;
  moderator_name: string | null;
  moderator_id: number | null;
  created_at: Date | string;
};

/**
 * Every moderation action on a user (punishments and role changes), newest first, with the moderator's name (staff).
 */
export async function listPunishmentHistory(actor: Actor | null, userId: number): Promise<PunishmentHistoryEntry[]> {
  requireRole(actor, "staff");
  const db = getDb();
  await assertUserExists(db, userId);
  const { rows } = await db.execute<Row>(sql`
    select a.action, a.duration, a.reason, a.moderator_id, a.created_at,
      case when m.id is null then null when m.status = 'deleted' then '[deleted user]' else m.username end as moderator_name
    from moderation_actions a left join users m on m.id = a.moderator_id
    where a.target_type = 'user' and a.target_id = ${userId}
    order by a.created_at desc, a.id desc limit 200`);
  return rows.map((r) => ({
    action: r.action,
    duration: r.duration === null ? null : Number(r.duration),
    reason: r.reason,
    moderatorName: r.moderator_name,
    moderatorId: r.moderator_id === null ? null : Number(r.moderator_id),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
