import "server-only";
import { sql, type Placeholder } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { columnNames } from "@/lib/db/column-names";
import { debates, debateVoteTallies, TALLY_SHARDS, users, votes } from "@/lib/db/schema";
import type { VotePosition } from "@/lib/enums";

const d = alias(debates, "d");
const t = alias(debateVoteTallies, "t");

/** How old a shard row may grow before a sweep rolls it up, and how often a process sweeps (docs/decisions/0001). */
export const ROLL_UP_SECONDS = 5;

/** The ballot's values, or placeholders for them (the bench and the floor send the statement's text once). */
type Ballot = {
  voterId: number | Placeholder;
  debateId: number | Placeholder;
  position: VotePosition | Placeholder;
  opening: string | Placeholder;
};

/**
 * The vote's one statement (castVote; `npm run bench:capacity` sends the same text): insert the ballot only into an
 * open, visible, unclosed debate, only while the voter's account is active (read under a key-share lock of their
 * row), and add it to its shard's row of debate_vote_tallies (the voter's id mod TALLY_SHARDS) instead of the debate's
 * row, so votes of one debate do not queue behind one row's lock. The debate is read under a key-share lock too,
 * taken before the shard row's: closing (claimDueDebate) locks the row for update, so a vote either commits before
 * closing claims the debate, or waits and then finds it closed (the lock's recheck of closed_at) and stores nothing.
 * No row comes back when nothing was stored. `total`: the debate's exact count in this statement's snapshot plus this
 * ballot.
 */
export function castVoteSql({ voterId, debateId, position, opening }: Ballot) {
  const a = sql`(${position}::text = 'A')::int`;
  return sql`
    with voter as (
      select ${users.id} from ${users} where ${users.id} = ${voterId} and ${users.status} = 'active' for key share
    ), open_debate as (
      select ${d.id} as id, ${d.voteTotal} as rolled from debates d, voter
      where ${d.id} = ${debateId}::int and ${d.isActive} and ${d.votingEndsAt} > now() and ${d.closedAt} is null
      for key share of d
    ), ballot as (
      insert into ${votes} (${columnNames(votes.debateId, votes.userId, votes.position, votes.opening)})
      select id, ${voterId}, ${position}, ${opening} from open_debate
      on conflict (${columnNames(votes.debateId, votes.userId)}) do nothing
      returning ${votes.debateId} as debate_id, ${votes.commitment} as commitment
    ), tally as (
      insert into ${debateVoteTallies} as t (${columnNames(debateVoteTallies.debateId, debateVoteTallies.shard, debateVoteTallies.votesA, debateVoteTallies.votesB)})
      select debate_id, ${voterId}::int % ${sql.raw(String(TALLY_SHARDS))}, ${a}, 1 - ${a} from ballot
      on conflict (${columnNames(debateVoteTallies.debateId, debateVoteTallies.shard)}) do update
        set (${columnNames(debateVoteTallies.votesA, debateVoteTallies.votesB)})
          = (${t.votesA} + excluded.${sql.identifier(debateVoteTallies.votesA.name)},
             ${t.votesB} + excluded.${sql.identifier(debateVoteTallies.votesB.name)})
      returning 1
    ), pending as (
      select coalesce(sum(${t.votesA} + ${t.votesB}), 0) as n
      from ${debateVoteTallies} t where ${t.debateId} = (select id from open_debate)
    )
    select ballot.commitment as receipt, (open_debate.rolled + 1 + pending.n)::int as total
    from ballot, open_debate, pending`;
}
