import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { boardCtes } from "./published-batches";

/**
 * GET /api/debates/{id}/ballots, as JSON text written by PostgreSQL in one statement (a 10,000-ballot board is never
 * assembled row by row in JavaScript): `{ debateId, status, total, batches: [{ index, size, root, commitments }] }`,
 * and once the deadline has passed `result: { A, B, total }` and `ballots: [{ commitment, side, opening }]` sorted by
 * commitment. While open, no side and no opening. The same for everyone (decisions.md 'A verdict anyone can check').
 * The text is concatenated rather than built with json_build_object (three times faster on 10,000 ballots): every
 * value is a number, a hex string, 'A' or 'B' by the schema's checks, or passed through to_json (the opening).
 * The ballots come from a subquery in commitment order (votes_debate_commitment_idx), which string_agg keeps.
 */
export async function getBoardJson(debateId: number): Promise<string> {
  const { rows } = await getDb().execute<{ board: string }>(sql`
    with ${boardCtes(debateId)},
    batches as (
      select '[' || coalesce(string_agg(
        '{"index":' || idx || ',"size":' || size || ',"root":"' || root || '","commitments":' || commitments || '}', ','
        order by idx), '') || ']' as list
      from board_batches
    )
    select '{"debateId":' || d.id || ',"status":"' || case when d.closed then 'closed' else 'open' end || '","total":' || n.total
      || ',"batches":' || batches.list
      || case when d.closed then
           ',"result":{"A":' || d.votes_a || ',"B":' || d.votes_b || ',"total":' || d.vote_total || '},"ballots":['
           || coalesce((
             select string_agg('{"commitment":"' || commitment || '","side":"' || position || '","opening":' || to_json(opening)::text || '}', ',')
             from (select commitment, position, opening from votes where debate_id = ${debateId} order by commitment collate "C") ordered
           ), '') || ']'
         else '' end
      || '}' as board
    from board_debate d, board_count n, batches`);
  if (!rows.length) throw notFound("Debate not found");
  return rows[0].board;
}
