import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

type Operand = SQL | AnyPgColumn;

/** A debate's pending shard rows summed over one column (an index range of at most TALLY_SHARDS rows). */
const pending = (debateId: Operand, column: SQL) =>
  sql`coalesce((select sum(${column}) from debate_vote_tallies t where t.debate_id = ${debateId}), 0)`;

/**
 * A debate's exact counts (docs/decisions/0001-vote-tallies.md): its rolled-up numbers (debates.votes_a, votes_b,
 * vote_total, or the same columns of an alias or subquery) plus its shard rows not rolled up yet, read in the
 * statement's one snapshot, in which a roll-up's fold and its deletion of the rows are both seen or both not.
 */
export function exactTally(debateId: Operand, rolled: { A: Operand; B: Operand; total: Operand }) {
  return {
    A: sql<number>`(${rolled.A} + ${pending(debateId, sql`t.votes_a`)})::int`,
    B: sql<number>`(${rolled.B} + ${pending(debateId, sql`t.votes_b`)})::int`,
    total: sql<number>`(${rolled.total} + ${pending(debateId, sql`t.votes_a + t.votes_b`)})::int`,
  };
}
