import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { resultsContent, resultsSubject, winnerOf, type Verdict } from "@/lib/results/verdict";
import type { ClaimedDebate } from "./claim-due-debate";

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
  const { rows } = await tx.execute<{ id: number; recipients: number }>(sql`
    with m as (
      insert into messages (subject, content, sender_id, type, debate_id, verdict)
      values (${resultsSubject(debate.title)}, ${resultsContent(verdict)}, null, 'results', ${debate.id}, ${JSON.stringify(verdict)}::jsonb)
      returning id, created_at
    ), fan as (
      insert into message_participants (message_id, user_id, created_at)
      select m.id, v.user_id, m.created_at
      from m
      cross join votes v
      join users u on u.id = v.user_id
      where v.debate_id = ${debate.id} and u.status in ('active', 'suspended')
      returning 1
    )
    select m.id, (select count(*)::int from fan) as recipients from m`);
  return { messageId: Number(rows[0].id), recipients: Number(rows[0].recipients), verdict };
}
