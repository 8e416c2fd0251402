import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ballotBatches, debates, votes } from "@/lib/db/schema";
import { exactTally } from "@/lib/server/votes/exact-tally";

const tally = exactTally(debates.id, { A: debates.votesA, B: debates.votesB, total: debates.voteTotal });

const b = alias(ballotBatches, "b");

/**
 * CTEs for a visible debate's board: `board_debate` (id, titles, deadline, tallies, closed), `board_count` (total:
 * ballots cast) and `board_batches` (idx, size, root, commitments as JSON text: every published batch). While open,
 * batch k is stored once batch k + 1 fills; past the deadline the last batch (25 to 49 ballots: the held batch and the
 * short rest, or all ballots below 25) is stored by closing, or computed here the same way (drizzle/0011's
 * ballot_batch) until closing has run, so the board reads closed and complete from the deadline on.
 */
export const boardCtes = (debateId: number): SQL => sql`
  board_debate as (
    select ${debates.id} as id, ${debates.title} as title, ${debates.positionATitle} as position_a_title,
           ${debates.positionBTitle} as position_b_title, ${debates.votingEndsAt} as voting_ends_at,
           ${tally.A} as votes_a, ${tally.B} as votes_b, ${tally.total} as vote_total,
           ${debates.votingEndsAt} <= now() as closed
    from ${debates} where ${debates.id} = ${debateId} and ${debates.isActive}
  ),
  board_count as (select coalesce(max(${votes.seq}), 0) as total from ${votes} where ${votes.debateId} = ${debateId}),
  board_batches as (
    select ${ballotBatches.index} as idx, ${ballotBatches.size} as size, ${ballotBatches.root} as root,
           ${ballotBatches.commitments} as commitments
    from ${ballotBatches} where ${ballotBatches.debateId} = ${debateId}
    union all
    select last.k, x.size, x.root, x.commitments
    from (select ballot_last_idx(n.total) as k, n.total from board_debate d, board_count n
          where d.closed and n.total > 0
            and not exists (select 1 from ballot_batches b
              where ${b.debateId} = ${debateId} and ${b.index} = ballot_last_idx(n.total))) last,
         ballot_batch(${debateId}, last.k, last.total) x
  )`;
