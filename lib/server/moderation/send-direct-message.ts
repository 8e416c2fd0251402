import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import type { RawColumns } from "@/lib/db/raw-row";
import { messageParticipants, messages, users } from "@/lib/db/schema";

/** `actionId`: set on a moderation notice, so the inbox can offer 'Appeal' on it */
type Direct = { senderId: number; userId: number; subject: string; content: string; actionId?: number | null };

/**
 * A staff member's direct message to one user whose account is not deleted, in one statement (inside the
 * caller's transaction). Returns the recipient's address and name, or null when there is no such user.
 */
type Recipient = { email: RawColumns<typeof users>["email"]; username: RawColumns<typeof users>["username"] };

export async function sendDirectMessage(tx: Tx, m: Direct): Promise<Recipient | null> {
  const { rows } = await tx.execute<Recipient>(sql`
    with recipient as (
      select ${users.id} as id, ${users.email} as email, ${users.username} as username from ${users}
      where ${users.id} = ${m.userId} and ${users.status} <> 'deleted'
    ), msg as (
      insert into ${messages} (${columnNames(messages.subject, messages.content, messages.senderId, messages.type, messages.actionId)})
      select ${m.subject}, ${m.content}, ${m.senderId}, 'direct', ${m.actionId ?? null}::int from recipient
      returning ${messages.id} as id
    ), p as (
      insert into ${messageParticipants} (${columnNames(messageParticipants.messageId, messageParticipants.userId)})
      select msg.id, recipient.id from msg, recipient
      returning 1
    )
    select email, username from recipient`);
  return rows[0] ?? null;
}
