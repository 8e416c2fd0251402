import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { boardCtes } from "./published-batches";

/**
 * GET /api/debates/{id}/ballots, as JSON text built by PostgreSQL in one statement (a 10,000-ballot board is never
 * assembled row by row in JavaScript): `{ debateId, status, total, batches: [{ index, size, root, commitments }] }`,
 * and once the deadline has passed `result: { A, B, total }` and `ballots: [{ commitment, side, opening }]` sorted by
 * commitment. While open, no side and no opening. The same for everyone (decisions.md 'A verdict anyone can check').
 */
export async function getBoardJson(debateId: number): Promise<string> {
  const { rows } = await getDb().execute<{ board: string }>(sql`
    with ${boardCtes(debateId)},
    batch_commitments as (
      select (seq - 1) / 25 as idx, json_agg(commitment order by commitment collate "C") as commitments
      from votes
      -- the published ballots: batches run from 0 without a gap
      where debate_id = ${debateId} and seq <= (select coalesce(sum(size), 0) from board_batches)
      group by 1
    ),
    batches as (
      select coalesce(json_agg(json_build_object('index', b.idx, 'size', b.size, 'root', b.root, 'commitments', c.commitments) order by b.idx), '[]') as list
      from board_batches b join batch_commitments c using (idx)
    )
    select (case when d.closed then json_build_object(
      'debateId', d.id, 'status', 'closed', 'total', n.total, 'batches', batches.list,
      'result', json_build_object('A', d.votes_a, 'B', d.votes_b, 'total', d.vote_total),
      'ballots', (select coalesce(json_agg(json_build_object('commitment', commitment, 'side', position, 'opening', opening) order by commitment collate "C"), '[]')
                  from votes where debate_id = ${debateId}))
    else json_build_object('debateId', d.id, 'status', 'open', 'total', n.total, 'batches', batches.list) end)::text as board
    from board_debate d, board_count n, batches`);
  if (!rows.length) throw notFound("Debate not found");
  return rows[0].board;
}
