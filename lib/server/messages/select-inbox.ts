import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { messageParticipants, messages, users } from "@/lib/db/schema";
import { displayName } from "@/lib/server/users/display-name";

export const INBOX_LIMIT = 100;

/** Who a message is from: the sender's name, '[deleted user]', or the site itself for system messages. */
const senderName = displayName("People's Verdict");

/** The inbox rows of one user (their participant rows), newest first, on message_participants_user_created_idx. */
export function selectInbox(userId: number, where?: SQL) {
  return getDb()
    .select({
      id: messages.id,
      subject: messages.subject,
      content: messages.content,
      senderName,
      senderId: messages.senderId,
      type: messages.type,
      isRead: messageParticipants.isRead,
      createdAt: messages.createdAt,
      debateId: messages.debateId,
      commentId: messages.commentId,
      verdict: messages.verdict,
    })
    .from(messageParticipants)
    .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messageParticipants.userId, userId), where))
    .orderBy(desc(messageParticipants.createdAt), desc(messageParticipants.id));
}

export type InboxMessage = Awaited<ReturnType<typeof selectInbox>>[number];
