import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { appeals, messageParticipants, messages, moderationActions, users } from "@/lib/db/schema";
import { APPEALABLE_ACTIONS } from "@/lib/moderation/kinds";
import type { MyData } from "@/lib/my-data/types";
import { appealDeadline, DECIDED_BY_A_PERSON, ruleText } from "@/lib/moderation/statement-of-reasons";
import { senderName } from "@/lib/server/messages/select-inbox";

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const appealable = new Set<string>(APPEALABLE_ACTIONS);

type ActionRow = RawRow<
  typeof moderationActions,
  "id" | "target_type" | "target_id" | "action" | "reason" | "rule" | "duration" | "created_at"
> & { notice: string | null };

/**
 * A member's inbox, the moderation actions about them (their account, their debates, their comments) with each one's
 * statement of reasons, and their appeals: three statements. The inbox reads message_participants_user_created_idx;
 * the actions are found from the member's own targets (the account, debates_creator_idx, comments_user_idx) through
 * moderation_actions_target_idx, each with the notice the member was sent (messages_action_idx); the appeals read
 * appeals_appellant_idx. Who among the staff acted or decided is not given; a sender is named as the inbox names them.
 */
export async function selectModerationParts(
  tx: Tx,
  userId: number,
): Promise<Pick<MyData, "messages" | "moderationActions" | "appeals">> {
  const inbox = await tx
    .select({
      messageId: messages.id,
      type: messages.type,
      from: senderName,
      subject: messages.subject,
      content: messages.content,
      read: messageParticipants.isRead,
      receivedAt: messageParticipants.createdAt,
      debateId: messages.debateId,
      commentId: messages.commentId,
      actionId: messages.actionId,
    })
    .from(messageParticipants)
    .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messageParticipants.userId, userId))
    .orderBy(asc(messageParticipants.createdAt), asc(messageParticipants.id));
  const { rows: actions } = await tx.execute<ActionRow>(sql`
    with mine (target_type, target_id) as (
      select 'user'::text, ${userId}::integer
      union all select 'debate', d.id from debates d where d.creator_id = ${userId}
      union all select 'comment', c.id from comments c where c.user_id = ${userId}
    )
    select a.id, a.target_type, a.target_id, a.action, a.reason, a.rule, a.duration, a.created_at,
      (select m.content from messages m
        join message_participants p on p.message_id = m.id and p.user_id = ${userId}
        where m.action_id = a.id order by m.id limit 1) as notice
    from mine join moderation_actions a on a.target_type = mine.target_type and a.target_id = mine.target_id
    order by a.created_at, a.id`);
  const appealed = await tx
    .select({
      appealId: appeals.id,
      actionId: appeals.actionId,
      statement: appeals.statement,
      status: appeals.status,
      submittedAt: appeals.createdAt,
      decidedAt: appeals.decidedAt,
      decisionReason: appeals.reason,
    })
    .from(appeals)
    .where(eq(appeals.appellantId, userId))
    .orderBy(asc(appeals.createdAt), asc(appeals.id));
  return {
    messages: inbox.map((m) => ({ ...m, receivedAt: iso(m.receivedAt) })),
    moderationActions: actions.map((a) => ({
      actionId: Number(a.id),
      takenAt: iso(a.created_at),
      action: a.action,
      targetType: a.target_type,
      targetId: Number(a.target_id),
      rule: ruleText(a.rule ?? null, a.action),
      facts: a.reason,
      decidedBy: DECIDED_BY_A_PERSON,
      durationHours: a.duration === null ? null : Number(a.duration),
      appealUntil: appealable.has(a.action) ? appealDeadline(new Date(a.created_at)).toISOString() : null,
      notice: a.notice,
    })),
    appeals: appealed.map((a) => ({ ...a, submittedAt: iso(a.submittedAt), decidedAt: isoOrNull(a.decidedAt) })),
  };
}
