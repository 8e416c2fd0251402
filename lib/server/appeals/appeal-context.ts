import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import {
  ACTION_NOT_FOUND,
  ALREADY_APPEALED,
  APPEAL_TOO_LATE,
  APPEAL_WINDOW_DAYS,
  NOT_APPEALABLE,
  NOT_YOUR_ACTION,
  type AppealContext,
} from "@/lib/appeals/types";
import { APPEALABLE_ACTIONS, type AppealStatus, type ReportReason, type ReportTarget } from "@/lib/enums";
import { ACTION_LABELS_LOWER, appealDeadline, noticeDate, ruleText } from "@/lib/moderation/statement-of-reasons";
import type { ModerationActionKind } from "@/lib/moderation/types";
import { affectedPerson } from "./action-under-appeal";

type Row = {
  id: number;
  action: ModerationActionKind;
  target_type: ReportTarget;
  target_id: number;
  reason: string;
  rule: ReportReason | null;
  created_at: Date | string;
  affected_id: number | null;
  expired: boolean;
  title: string | null;
  username: string | null;
  appeal_status: AppealStatus | null;
};

/**
 * The decision `userId` wants to appeal, as the appeal page shows it (never a taken-down comment's text: only its
 * debate). Someone else's action shows nothing but the refusal.
 */
export async function appealContext(actionId: number, userId: number): Promise<AppealContext | { refusal: string }> {
  const { rows } = await getDb().execute<Row>(sql`
    select a.id, a.action, a.target_type, a.target_id, a.reason, a.rule, a.created_at, ${affectedPerson} as affected_id,
      a.created_at <= now() - make_interval(days => ${APPEAL_WINDOW_DAYS}) as expired,
      coalesce(d.title, cd.title) as title, u.username, ap.status as appeal_status
    from moderation_actions a
    left join debates d on a.target_type = 'debate' and d.id = a.target_id
    left join comments c on a.target_type = 'comment' and c.id = a.target_id
    left join debates cd on cd.id = c.debate_id
    left join users u on a.target_type = 'user' and u.id = a.target_id
    left join appeals ap on ap.action_id = a.id
    where a.id = ${actionId}`);
  const r = rows[0];
  if (!r) return { refusal: ACTION_NOT_FOUND };
  if (r.affected_id === null || Number(r.affected_id) !== userId) return { refusal: NOT_YOUR_ACTION };
  const subject =
    r.target_type === "debate"
      ? `Your debate "${r.title}"`
      : r.target_type === "comment"
        ? `Your comment #${r.target_id} on "${r.title}"`
        : `Your account "${r.username}"`;
  const at = new Date(r.created_at);
  const refusal = !(APPEALABLE_ACTIONS as readonly string[]).includes(r.action)
    ? NOT_APPEALABLE
    : r.appeal_status
      ? ALREADY_APPEALED
      : r.expired
        ? APPEAL_TOO_LATE
        : null;
  return {
    actionId: Number(r.id),
    what: ACTION_LABELS_LOWER[r.action] ?? r.action,
    subject,
    rule: ruleText(r.rule, r.action),
    facts: r.reason.replace(/^Report #\d+ \([a-z_]+\)(: )?/, "") || "No further facts were given.",
    decidedOn: noticeDate(at),
    until: noticeDate(appealDeadline(at)),
    appealStatus: r.appeal_status,
    refusal,
  };
}
