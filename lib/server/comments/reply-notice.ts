import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import type { RawColumns } from "@/lib/db/raw-row";
import { messageParticipants, messages, users } from "@/lib/db/schema";

export type ReplyNotice = {
  /** the recipient, for the signed one-click unsubscribe link */
  userId: number;
  to: string;
  username: string;
  replierName: string;
  debateId: number;
  debateTitle: string;
  commentId: number;
  content: string;
};

type Notice = {
  recipientId: number;
  author: Actor;
  debateId: number;
  debateTitle: string;
  replyId: number;
  content: string;
};

const EXCERPT = 500;
export const replySubject = (replierName: string) => `${replierName} replied to your comment`;

/**
 * The inbox message of a reply (debate and comment ids for 'Go to Comment'), for a recipient whose account is
 * still open; one statement. Returns what the email needs when the recipient takes product mail, else null.
 */
export async function replyNotice(tx: Tx, n: Notice): Promise<ReplyNotice | null> {
  const excerpt = n.content.length > EXCERPT ? `${n.content.slice(0, EXCERPT - 3)}...` : n.content;
  const body = `${n.author.username} replied to your comment on "${n.debateTitle}":\n\n${excerpt}`;
  const { rows } = await tx.execute<{
    email: RawColumns<typeof users>["email"];
    username: RawColumns<typeof users>["username"];
    mail: boolean;
  }>(sql`
    with recipient as (
      select ${users.id} as id, ${users.email} as email, ${users.username} as username,
        (not ${users.unsubscribed} and ${users.emailVerified} and ${users.email} is not null) as mail
      from ${users} where ${users.id} = ${n.recipientId} and ${users.status} in ('active', 'suspended')
    ), m as (
      insert into ${messages} (${columnNames(messages.subject, messages.content, messages.senderId, messages.type, messages.debateId, messages.commentId)})
      select ${replySubject(n.author.username)}, ${body}, ${n.author.id}, 'reply', ${n.debateId}, ${n.replyId} from recipient
      returning ${messages.id} as id
    ), p as (
      insert into ${messageParticipants} (${columnNames(messageParticipants.messageId, messageParticipants.userId)})
      select m.id, recipient.id from m, recipient
      returning 1
    )
    select email, username, mail from recipient`);
  const recipient = rows[0];
  if (!recipient?.mail || !recipient.email) return null;
  return {
    userId: n.recipientId,
    to: recipient.email,
    username: recipient.username,
    replierName: n.author.username,
    debateId: n.debateId,
    debateTitle: n.debateTitle,
    commentId: n.replyId,
    content: excerpt,
  };
}
