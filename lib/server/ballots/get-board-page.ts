import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { BALLOTS_PER_PAGE, BATCHES_PER_PAGE, type BoardPage } from "@/lib/ballots/types";
import { boardCtes } from "./board-ctes";

/**
 * One page of a visible debate's board for /debate/{id}/ballots (null: no such visible debate): BATCHES_PER_PAGE
 * batches and, once closed, BALLOTS_PER_PAGE ballots sorted by commitment. One statement; PostgreSQL builds the JSON,
 * so a 10,000-ballot board costs a page's worth of rows, not the board's.
 */
export async function getBoardPage(
  debateId: number,
  opts: { batchPage: number; ballotPage: number },
): Promise<BoardPage | null> {
  const firstBatch = (opts.batchPage - 1) * BATCHES_PER_PAGE;
  const { rows } = await getDb().execute<{ page: BoardPage }>(sql`
    with ${boardCtes(debateId)},
    page_batches as (
      select idx, size, root, commitments from board_batches where idx between ${firstBatch} and ${firstBatch + BATCHES_PER_PAGE - 1}
    )
    select json_build_object(
      'debate', json_build_object('id', d.id, 'title', d.title, 'positionATitle', d.position_a_title,
                                  'positionBTitle', d.position_b_title, 'votingEndsAt', d.voting_ends_at, 'closed', d.closed),
      'total', n.total,
      'published', (select coalesce(sum(size), 0) from board_batches),
      'batchCount', (select count(*) from board_batches),
      'lastRoot', (select root from board_batches order by idx desc limit 1),
      'result', case when d.closed then json_build_object('A', d.votes_a, 'B', d.votes_b, 'total', d.vote_total) end,
      'batches', (
        select coalesce(json_agg(json_build_object('index', b.idx, 'size', b.size, 'root', b.root, 'commitments', b.commitments::json)
                                 order by b.idx), '[]')
        from page_batches b),
      'ballots', case when d.closed then (
        select coalesce(json_agg(json_build_object('commitment', commitment, 'side', position, 'opening', opening) order by commitment collate "C"), '[]')
        from (select commitment, position, opening from votes where debate_id = ${debateId}
              order by commitment collate "C" limit ${BALLOTS_PER_PAGE} offset ${(opts.ballotPage - 1) * BALLOTS_PER_PAGE}) page)
      end
    ) as page
    from board_debate d, board_count n`);
  return rows[0]?.page ?? null;
}
