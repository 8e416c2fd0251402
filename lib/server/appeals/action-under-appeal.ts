import "server-only";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { APPEAL_WINDOW_DAYS } from "@/lib/appeals/types";
import type { ReportReason, ReportTarget } from "@/lib/enums";
import type { ModerationActionKind } from "@/lib/moderation/types";

export type ActionUnderAppeal = {
  id: number;
  action: ModerationActionKind;
  targetType: ReportTarget;
  targetId: number;
  reason: string;
  rule: ReportReason | null;
  duration: number | null;
  moderatorId: number | null;
  createdAt: Date;
  /** the person it affected: the user, the debate's creator or the comment's author (null once gone) */
  affectedId: number | null;
  /** more than APPEAL_WINDOW_DAYS old */
  expired: boolean;
};

type Row = {
  id: number;
  action: ModerationActionKind;
  target_type: ReportTarget;
  target_id: number;
  reason: string;
  rule: ReportReason | null;
  duration: number | null;
  moderator_id: number | null;
  created_at: Date | string;
  affected_id: number | null;
  expired: boolean;
};

/** The affected person of an action on alias `a`: the user, the debate's creator, the comment's author. */
export const affectedPerson = sql`case a.target_type when 'user' then a.target_id
  when 'debate' then (select d.creator_id from debates d where d.id = a.target_id)
  else (select c.user_id from comments c where c.id = a.target_id) end`;

/**
 * One moderation action with the person it affected and whether its appeal time has passed; null when there is none.
 */
export async function findActionUnderAppeal(db: Db | Tx, actionId: number): Promise<ActionUnderAppeal | null> {
  const { rows } = await db.execute<Row>(sql`
    select a.id, a.action, a.target_type, a.target_id, a.reason, a.rule, a.duration, a.moderator_id, a.created_at,
      ${affectedPerson} as affected_id, a.created_at <= now() - make_interval(days => ${APPEAL_WINDOW_DAYS}) as expired
    from moderation_actions a where a.id = ${actionId}`);
  const r = rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    action: r.action,
    targetType: r.target_type,
    targetId: Number(r.target_id),
    reason: r.reason,
    rule: r.rule,
    duration: r.duration === null ? null : Number(r.duration),
    moderatorId: r.moderator_id === null ? null : Number(r.moderator_id),
    createdAt: new Date(r.created_at),
    affectedId: r.affected_id === null ? null : Number(r.affected_id),
    expired: Boolean(r.expired),
  };
}
