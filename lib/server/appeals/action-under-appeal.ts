import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { comments, debates, moderationActions } from "@/lib/db/schema";
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

type Row = RawRow<
  typeof moderationActions,
  "id" | "action" | "target_type" | "target_id" | "reason" | "rule" | "duration" | "moderator_id" | "created_at"
> & { affected_id: number | null; expired: boolean };

const a = alias(moderationActions, "a");
const d = alias(debates, "d");
const c = alias(comments, "c");

/** The affected person of an action on alias `a`: the user, the debate's creator, the comment's author. */
export const affectedPerson = sql`case ${a.targetType} when 'user' then ${a.targetId}
  when 'debate' then (select ${d.creatorId} from debates d where ${d.id} = ${a.targetId})
  else (select ${c.userId} from comments c where ${c.id} = ${a.targetId}) end`;

/** Whether the action on alias `a` is past its appeal time. */
export const appealExpired = sql`${a.createdAt} <= now() - make_interval(days => ${APPEAL_WINDOW_DAYS})`;

/**
 * One moderation action with the person it affected and whether its appeal time has passed; null when there is none.
 */
export async function findActionUnderAppeal(db: Db | Tx, actionId: number): Promise<ActionUnderAppeal | null> {
  const { rows } = await db.execute<Row>(sql`
    select ${a.id}, ${a.action}, ${a.targetType}, ${a.targetId}, ${a.reason}, ${a.rule}, ${a.duration}, ${a.moderatorId},
      ${a.createdAt}, ${affectedPerson} as affected_id, ${appealExpired} as expired
    from moderation_actions a where ${a.id} = ${actionId}`);
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
