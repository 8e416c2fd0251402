import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { appeals, comments, debates, moderationActions, users } from "@/lib/db/schema";
import {
  ACTION_NOT_FOUND,
  ALREADY_APPEALED,
  APPEAL_TOO_LATE,
  NOT_APPEALABLE,
  NOT_YOUR_ACTION,
  type AppealContext,
} from "@/lib/appeals/types";
import { isAppealable } from "@/lib/moderation/kinds";
import { actionNoun, appealDeadline, noticeDate, ruleText } from "@/lib/moderation/statement-of-reasons";
import { affectedPerson, appealExpired } from "./action-under-appeal";

type Row = RawRow<
  typeof moderationActions,
  "id" | "action" | "target_type" | "target_id" | "reason" | "rule" | "created_at"
> & {
  affected_id: number | null;
  expired: boolean;
  title: RawColumns<typeof debates>["title"] | null;
  username: RawColumns<typeof users>["username"] | null;
  appeal_status: RawColumns<typeof appeals>["status"] | null;
};

// the action, its debate (or its comment's), its user and its appeal
const a = alias(moderationActions, "a");
const d = alias(debates, "d");
const c = alias(comments, "c");
const cd = alias(debates, "cd");
const u = alias(users, "u");
const ap = alias(appeals, "ap");

/**
 * The decision `userId` wants to appeal, as the appeal page shows it (never a taken-down comment's text: only its
 * debate). Someone else's action shows nothing but the refusal.
 */
export async function appealContext(actionId: number, userId: number): Promise<AppealContext | { refusal: string }> {
  const { rows } = await getDb().execute<Row>(sql`
    select ${a.id}, ${a.action}, ${a.targetType}, ${a.targetId}, ${a.reason}, ${a.rule}, ${a.createdAt},
      ${affectedPerson} as affected_id, ${appealExpired} as expired,
      coalesce(${d.title}, ${cd.title}) as title, ${u.username}, ${ap.status} as appeal_status
    from moderation_actions a
    left join debates d on ${a.targetType} = 'debate' and ${d.id} = ${a.targetId}
    left join comments c on ${a.targetType} = 'comment' and ${c.id} = ${a.targetId}
    left join debates cd on ${cd.id} = ${c.debateId}
    left join users u on ${a.targetType} = 'user' and ${u.id} = ${a.targetId}
    left join appeals ap on ${ap.actionId} = ${a.id}
    where ${a.id} = ${actionId}`);
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
  const refusal = !isAppealable(r.action)
    ? NOT_APPEALABLE
    : r.appeal_status
      ? ALREADY_APPEALED
      : r.expired
        ? APPEAL_TOO_LATE
        : null;
  return {
    actionId: Number(r.id),
    what: actionNoun(r.action),
    subject,
    rule: ruleText(r.rule, r.action),
    facts: r.reason.replace(/^Report #\d+ \([a-z_]+\)(: )?/, "") || "No further facts were given.",
    decidedOn: noticeDate(at),
    until: noticeDate(appealDeadline(at)),
    appealStatus: r.appeal_status,
    refusal,
  };
}
