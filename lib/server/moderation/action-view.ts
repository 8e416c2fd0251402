import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { ReportReason, ReportTarget } from "@/lib/enums";
import type { ModerationActionKind, ModerationActionView } from "@/lib/moderation/types";
import { intOrNull, iso, staffName, type Timestamp } from "./sql-helpers";

type ActionRow = {
  id: number;
  moderator_id: number | null;
  moderator_name: string | null;
  /** only in the lists: the target user's name ('[deleted user]' once deleted) */
  target_name?: string | null;
  target_type: ReportTarget;
  target_id: number;
  action: ModerationActionKind;
  reason: string;
  rule: ReportReason | null;
  duration: number | null;
  created_at: Timestamp;
  /** only in the lists: for a takedown, when a later `restore` put the debate back */
  restored_at?: Timestamp | null;
};

const toActionView = (r: ActionRow): ModerationActionView => ({
  id: Number(r.id),
  moderatorId: intOrNull(r.moderator_id),
  moderatorName: r.moderator_name,
  targetType: r.target_type,
  targetId: Number(r.target_id),
  ...(r.target_type === "user" && r.target_name ? { targetName: r.target_name } : {}),
  action: r.action,
  reason: r.reason,
  rule: r.rule ?? null,
  duration: intOrNull(r.duration),
  createdAt: iso(r.created_at),
  ...(r.restored_at ? { restoredAt: iso(r.restored_at) } : {}),
});

/**
 * Action views matching `where` (on alias a), newest first, with the moderator's and a target user's names joined, and
 * for a takedown since restored, when (the first `restore` of its target after it).
 */
export async function selectActionViews(db: Db | Tx, where: SQL, limit?: number): Promise<ModerationActionView[]> {
  const { rows } = await db.execute<ActionRow>(sql`
    select a.id, a.moderator_id, ${staffName("m")} as moderator_name, ${staffName("t")} as target_name, a.target_type,
      a.target_id, a.action, a.reason, a.rule, a.duration, a.created_at,
      case when a.action = 'takedown' then (select min(r.created_at) from moderation_actions r
        where r.target_type = a.target_type and r.target_id = a.target_id and r.action = 'restore' and r.id > a.id)
      end as restored_at
    from moderation_actions a left join users m on m.id = a.moderator_id
      left join users t on a.target_type = 'user' and t.id = a.target_id
    where ${where} order by a.created_at desc nulls last, a.id desc nulls last${limit ? sql` limit ${limit}` : sql``}`);
  return rows.map(toActionView);
}

type NewAction = {
  /** null for a change made from the command line (npm run admin:create) */
  moderator: { id: number; username: string } | null;
  targetType: ReportTarget;
  targetId: number;
  action: ModerationActionKind;
  reason: string;
  /** the report's reason when the action came from a report (the notice's rule); else null */
  rule?: ReportReason | null;
  /** hours; null means permanent or not applicable */
  duration: number | null;
};

/** Records an action inside the caller's transaction and answers it as the lists show it. */
export async function recordAction(tx: Tx, a: NewAction): Promise<ModerationActionView> {
  const { rows } = await tx.execute<Omit<ActionRow, "moderator_name">>(sql`
    insert into moderation_actions (moderator_id, target_type, target_id, action, reason, rule, duration)
    values (${a.moderator?.id ?? null}, ${a.targetType}, ${a.targetId}, ${a.action}, ${a.reason}, ${a.rule ?? null}, ${a.duration})
    returning id, moderator_id, target_type, target_id, action, reason, rule, duration, created_at`);
  return toActionView({ ...rows[0], moderator_name: a.moderator?.username ?? null });
}
