import "server-only";
import { sql, type Placeholder } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { columnNames } from "@/lib/db/column-names";
import { debates, debateVoteTallies } from "@/lib/db/schema";
import { ROLL_UP_SECONDS } from "./cast-vote-sql";

const d = alias(debates, "d");
const t = alias(debateVoteTallies, "t");

/** How many debates one sweep of stale shard rows folds at most. */
const SWEEP_LIMIT = 200;

/**
 * The roll-up's one statement (rollUpTallies; the bench's floor sends the same text): folds shard rows of
 * debate_vote_tallies into their debates' votes_a/votes_b/vote_total and deletes them, so an exact count (rolled-up
 * plus rows) never moves and the popular order's indexed vote_total catches up. Given a debate, its rows; without one,
 * every debate with a row older than ROLL_UP_SECONDS (at most SWEEP_LIMIT debates). It never waits: a debate whose row
 * another roll-up, a void, closing or (while the ballot board's trigger takes it) a ballot holds is skipped (SKIP
 * LOCKED on the debate, taken first, in the order everything else takes it), and so is a shard row a vote, a void or a
 * restore is writing; a later roll-up folds those. Answers `n`, how many debates it folded.
 */
export function rollUpTalliesSql(debateId?: number | Placeholder) {
  const candidates =
    debateId === undefined
      ? sql`select distinct ${t.debateId} from ${debateVoteTallies} t
          where ${t.since} <= now() - make_interval(secs => ${ROLL_UP_SECONDS}) limit ${SWEEP_LIMIT}`
      : sql`select ${debateId}::int`;
  return sql`
    with picked as (
      select ${d.id} as id from debates d where ${d.id} in (${candidates})
      order by ${d.id} for no key update skip locked
    ), folding as (
      select ${t.debateId} as debate_id, ${t.shard} as shard from ${debateVoteTallies} t
      where ${t.debateId} in (select id from picked) for update skip locked
    ), folded as (
      delete from ${debateVoteTallies} t using folding f
      where ${t.debateId} = f.debate_id and ${t.shard} = f.shard
      returning ${t.debateId} as debate_id, ${t.votesA} as a, ${t.votesB} as b
    ), sums as (
      select debate_id, sum(a)::int as a, sum(b)::int as b from folded group by debate_id
    ), updated as (
      update debates d set (${columnNames(d.votesA, d.votesB, d.voteTotal)})
        = (${d.votesA} + s.a, ${d.votesB} + s.b, ${d.voteTotal} + s.a + s.b)
      from sums s where ${d.id} = s.debate_id
      returning 1
    )
    select count(*)::int as n from updated`;
}
