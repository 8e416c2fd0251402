import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";

/** `actionId`: set on a moderation notice, so the inbox can offer 'Appeal' on it */
type Direct = { senderId: number; userId: number; subject: string; content: string; actionId?: number | null };

/**
 * A staff member's direct message to one user whose account is not deleted, in one statement (inside the
 * caller's transaction). Returns the recipient's address and name, or null when there is no such user.
 */
export async function sendDirectMessage(tx: Tx, m: Direct): Promise<{ email: string | null; username: string } | null> {
  const { rows } = await tx.execute<{ email: string | null; username: string }>(sql`
    with recipient as (select id, email, username from users where id = ${m.userId} and status <> 'deleted'),
    msg as (
      insert into messages (subject, content, sender_id, type, action_id)
      select ${m.subject}, ${m.content}, ${m.senderId}, 'direct', ${m.actionId ?? null}::int from recipient
      returning id
    ), p as (
      insert into message_participants (message_id, user_id) select msg.id, recipient.id from msg, recipient
      returning 1
    )
    select email, username from recipient`);
  return rows[0] ?? null;
}
