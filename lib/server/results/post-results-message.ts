import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { columnNames } from "@/lib/db/column-names";
import { messageParticipants, messages, users, votes } from "@/lib/db/schema";
import { resultsContent, resultsSubject, winnerOf, type Verdict } from "@/lib/results/verdict";
import type { ClaimedDebate } from "./claim-due-debate";

const v = alias(votes, "v");
const u = alias(users, "u");

/**
 * 'Results are in: {title}' in the inbox of every voter whose account is still open: the message (kind 'results',
 * the debate id, the verdict) and its fan-out to the voters are ONE statement, an INSERT ... SELECT over the debate's
 * votes, so its cost is one round trip however many voted. A second message for the same debate is refused by
 * messages_results_debate_key.
 */
export async function postResultsMessage(
  tx: Tx,
  debate: ClaimedDebate,
): Promise<{ messageId: number; recipients: number; verdict: Verdict }> {
  const verdict: Verdict = {
    title: debate.title,
    winner: winnerOf(debate.A, debate.B),
    A: debate.A,
    B: debate.B,
    total: debate.total,
    positionA: debate.positionA,
    positionB: debate.positionB,
  };
  const { rows } = await tx.execute<RawRow<typeof messages, "id"> & { recipients: number }>(sql`
    with m as (
      insert into ${messages} (${columnNames(messages.subject, messages.content, messages.senderId, messages.type, messages.debateId, messages.verdict)})
      values (${resultsSubject(debate.title)}, ${resultsContent(verdict)}, null, 'results', ${debate.id}, ${JSON.stringify(verdict)}::jsonb)
      returning ${messages.id} as id, ${messages.createdAt} as created_at
    ), fan as (
      insert into ${messageParticipants} (${columnNames(messageParticipants.messageId, messageParticipants.userId, messageParticipants.createdAt)})
      select m.id, ${v.userId}, m.created_at
      from m
      cross join votes v
      join users u on ${u.id} = ${v.userId}
      where ${v.debateId} = ${debate.id} and ${u.status} in ('active', 'suspended')
      returning 1
    )
    select m.id, (select count(*)::int from fan) as recipients from m`);
  return { messageId: Number(rows[0].id), recipients: Number(rows[0].recipients), verdict };
}
