import "server-only";
import { type SQL, sql } from "drizzle-orm";

/**
 * CTEs for a visible debate's board: `board_debate` (id, titles, deadline, tallies, closed), `board_count` (total:
 * ballots cast) and `board_batches` (idx, size, root, commitments as JSON text: every published batch). While open,
 * batch k is stored once batch k + 1 fills; past the deadline the last batch (25 to 49 ballots: the held batch and the
 * short rest, or all ballots below 25) is stored by closing, or computed here the same way (drizzle/0011's
 * ballot_batch) until closing has run, so the board reads closed and complete from the deadline on.
 */
export const boardCtes = (debateId: number): SQL => sql`
  board_debate as (
    select id, title, position_a_title, position_b_title, voting_ends_at, votes_a, votes_b, vote_total,
           voting_ends_at <= now() as closed
    from debates where id = ${debateId} and is_active
  ),
  board_count as (select coalesce(max(seq), 0) as total from votes where debate_id = ${debateId}),
  board_batches as (
    select idx, size, root, commitments from ballot_batches where debate_id = ${debateId}
    union all
    select last.k, x.size, x.root, x.commitments
    from (select ballot_last_idx(n.total) as k, n.total from board_debate d, board_count n
          where d.closed and n.total > 0
            and not exists (select 1 from ballot_batches b where b.debate_id = ${debateId} and b.idx = ballot_last_idx(n.total))) last,
         ballot_batch(${debateId}, last.k, last.total) x
  )`;
