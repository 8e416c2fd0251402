import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { moderationActions, users } from "@/lib/db/schema";
import type { ReportReason, ReportTarget } from "@/lib/enums";
import type { ModerationActionKind, ModerationActionView } from "@/lib/moderation/types";
import { intOrNull, iso, staffName } from "./sql-helpers";

type StaffName = RawColumns<typeof users>["username"] | null;

type ActionRow = RawRow<
  typeof moderationActions,
  "id" | "moderator_id" | "target_type" | "target_id" | "action" | "reason" | "rule" | "duration" | "created_at"
> & {
  moderator_name: StaffName;
  /** only in the lists: the target user's name ('[deleted user]' once deleted) */
  target_name?: StaffName;
  /** only in the lists: for a takedown, when a later `restore` put the debate back */
  restored_at?: RawColumns<typeof moderationActions>["created_at"] | null;
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

// the action, a later restore of its target, its moderator and a target user
const a = alias(moderationActions, "a");
const r = alias(moderationActions, "r");
const m = alias(users, "m");
const t = alias(users, "t");

/**
 * Action views matching `where` (on alias a), newest first, with the moderator's and a target user's names joined, and
 * for a takedown since restored, when (the first `restore` of its target after it).
 */
export async function selectActionViews(db: Db | Tx, where: SQL, limit?: number): Promise<ModerationActionView[]> {
  const { rows } = await db.execute<ActionRow>(sql`
    select ${a.id}, ${a.moderatorId}, ${staffName("m")} as moderator_name, ${staffName("t")} as target_name,
      ${a.targetType}, ${a.targetId}, ${a.action}, ${a.reason}, ${a.rule}, ${a.duration}, ${a.createdAt},
      case when ${a.action} = 'takedown' then (select min(${r.createdAt}) from moderation_actions r
        where ${r.targetType} = ${a.targetType} and ${r.targetId} = ${a.targetId} and ${r.action} = 'restore'
          and ${r.id} > ${a.id})
      end as restored_at
    from moderation_actions a left join users m on ${m.id} = ${a.moderatorId}
      left join users t on ${a.targetType} = 'user' and ${t.id} = ${a.targetId}
    where ${where} order by ${a.createdAt} desc nulls last, ${a.id} desc nulls last${limit ? sql` limit ${limit}` : sql``}`);
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
  const [row] = await tx
    .insert(moderationActions)
    .values({
      moderatorId: a.moderator?.id ?? null,
      targetType: a.targetType,
      targetId: a.targetId,
      action: a.action,
      reason: a.reason,
      rule: a.rule ?? null,
      duration: a.duration,
    })
    // keyed as the lists' rows are, so one function turns both into views
    .returning({
      id: moderationActions.id,
      moderator_id: moderationActions.moderatorId,
      target_type: moderationActions.targetType,
      target_id: moderationActions.targetId,
      action: moderationActions.action,
      reason: moderationActions.reason,
      rule: moderationActions.rule,
      duration: moderationActions.duration,
      created_at: moderationActions.createdAt,
    });
  return toActionView({ ...row, moderator_name: a.moderator?.username ?? null });
}
