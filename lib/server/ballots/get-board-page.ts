import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { jsonObject } from "@/lib/db/json-object";
import {
  BALLOTS_PER_PAGE,
  BATCHES_PER_PAGE,
  type BoardBallot,
  type BoardBatch,
  type BoardPage,
} from "@/lib/ballots/types";
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
    select ${boardPageJson(debateId, opts.ballotPage)} as page
    from board_debate d, board_count n`);
  return rows[0]?.page ?? null;
}

/** The page's column map, over the CTEs `d` (board_debate), `n` (board_count), board_batches and page_batches. */
const boardPageJson = (debateId: number, ballotPage: number) =>
  jsonObject<BoardPage>({
    debate: {
      id: sql<number>`d.id`,
      title: sql<string>`d.title`,
      positionATitle: sql<string>`d.position_a_title`,
      positionBTitle: sql<string>`d.position_b_title`,
      votingEndsAt: sql<string>`d.voting_ends_at`,
      closed: sql<boolean>`d.closed`,
    },
    total: sql<number>`n.total`,
    published: sql<number>`(select coalesce(sum(size), 0) from board_batches)`,
    batchCount: sql<number>`(select count(*) from board_batches)`,
    lastRoot: sql<string | null>`(select root from board_batches order by idx desc limit 1)`,
    result: sql<BoardPage["result"]>`case when d.closed then ${jsonObject<NonNullable<BoardPage["result"]>>({
      A: sql<number>`d.votes_a`,
      B: sql<number>`d.votes_b`,
      total: sql<number>`d.vote_total`,
    })} end`,
    batches: sql<BoardBatch[]>`(
      select coalesce(json_agg(${jsonObject<BoardBatch>({
        index: sql<number>`b.idx`,
        size: sql<number>`b.size`,
        root: sql<string>`b.root`,
        commitments: sql<string[]>`b.commitments::json`,
      })} order by b.idx), '[]')
      from page_batches b)`,
    ballots: sql<BoardBallot[] | null>`case when d.closed then (
      select coalesce(json_agg(${jsonObject<BoardBallot>({
        commitment: sql<string>`commitment`,
        side: sql<BoardBallot["side"]>`position`,
        opening: sql<string>`opening`,
      })} order by commitment collate "C"), '[]')
      from (select commitment, position, opening from votes where debate_id = ${debateId} and void_action_id is null
            order by commitment collate "C" limit ${BALLOTS_PER_PAGE} offset ${(ballotPage - 1) * BALLOTS_PER_PAGE}) page)
    end`,
  });
