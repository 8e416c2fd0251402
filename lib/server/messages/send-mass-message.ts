import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import type { RawRow } from "@/lib/db/raw-row";
import { messageParticipants, messages, users } from "@/lib/db/schema";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import type { MassMessageInput } from "@/lib/validation/messages";

/**
 * Staff announcement: the message and its fan-out to every active user's inbox are ONE statement (an
 * INSERT ... SELECT fed by the inserted message), so it is atomic and its cost does not grow with round trips.
 * A suspension whose time is up counts as active (it lifts itself on the user's next request or login).
 * At most 10 an hour per staff member (429 with Retry-After past it).
 */
export async function sendMassMessage(actor: Actor | null, { subject, content }: MassMessageInput) {
  const sender = requireRole(actor, "staff");
  await consumeLimit("announcement", sender.id);
  const { rows } = await getDb().execute<RawRow<typeof messages, "id"> & { recipients: number }>(sql`
    with m as (
      insert into ${messages} (${columnNames(messages.subject, messages.content, messages.senderId, messages.type)})
      values (${subject}, ${content}, ${sender.id}, 'mass')
      returning ${messages.id} as id, ${messages.createdAt} as created_at
    ), fan as (
      insert into ${messageParticipants} (${columnNames(messageParticipants.messageId, messageParticipants.userId, messageParticipants.createdAt)})
      select m.id, ${users.id}, m.created_at
      from m cross join ${users}
      where ${users.status} = 'active' or (${users.status} = 'suspended' and ${users.suspendedUntil} <= now())
      returning 1
    )
    select m.id, (select count(*)::int from fan) as recipients from m`);
  const row = rows[0];
  return { id: Number(row.id), recipients: Number(row.recipients) };
}
