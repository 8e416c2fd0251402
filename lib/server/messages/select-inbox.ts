import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { APPEAL_WINDOW_DAYS } from "@/lib/appeals/types";
import { getDb } from "@/lib/db";
import { APPEALABLE_ACTIONS } from "@/lib/moderation/kinds";
import { appeals, messageParticipants, messages, moderationActions, users, type AppealStatus } from "@/lib/db/schema";
import { displayName } from "@/lib/server/users/display-name";

export const INBOX_LIMIT = 100;

/** Who a moderation notice is from: the site's moderation, never the moderator (the actions log keeps who it was). */
const MODERATION_SENDER = "People's Verdict moderation";

/**
 * Who a message is from: the site's moderation for a moderation notice (takedown, warning, punishment, appeal
 * decision), else the sender's name, '[deleted user]', or the site itself for system messages.
 */
export const senderName = sql<string>`case when ${messages.actionId} is not null then ${MODERATION_SENDER} else ${displayName("People's Verdict")} end`;
const senderId = sql<number | null>`case when ${messages.actionId} is null then ${messages.senderId} end`;

/** The inbox rows of one user (their participant rows), newest first, on message_participants_user_created_idx. */
export function selectInbox(userId: number, where?: SQL) {
  return getDb()
    .select({
      id: messages.id,
      subject: messages.subject,
      content: messages.content,
      senderName,
      senderId,
      type: messages.type,
      isRead: messageParticipants.isRead,
      createdAt: messages.createdAt,
      debateId: messages.debateId,
      commentId: messages.commentId,
      verdict: messages.verdict,
      // a moderation notice: its action, its appeal if there is one, and whether one can still be made (the notice went
      // to the person the action affected; POST /api/appeals checks that again)
      actionId: messages.actionId,
      appealStatus: sql<AppealStatus | null>`${appeals.status}`,
      canAppeal: sql<boolean>`coalesce(${moderationActions.action} in (${sql.join(
        APPEALABLE_ACTIONS.map((a) => sql`${a}`),
        sql`, `,
      )}) and ${appeals.id} is null and ${moderationActions.createdAt} > now() - make_interval(days => ${APPEAL_WINDOW_DAYS}), false)`,
    })
    .from(messageParticipants)
    .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(moderationActions, eq(moderationActions.id, messages.actionId))
    .leftJoin(appeals, eq(appeals.actionId, messages.actionId))
    .where(and(eq(messageParticipants.userId, userId), where))
    .orderBy(desc(messageParticipants.createdAt), desc(messageParticipants.id));
}

export type InboxMessage = Awaited<ReturnType<typeof selectInbox>>[number];
