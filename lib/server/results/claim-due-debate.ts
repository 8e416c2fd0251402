import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import type { RawColumns } from "@/lib/db/raw-row";
import { debates, debateVoteTallies } from "@/lib/db/schema";

type Debate = RawColumns<typeof debates>;

/** A debate this transaction has claimed for closing, with its final count. */
export type ClaimedDebate = {
  id: Debate["id"];
  title: Debate["title"];
  positionA: Debate["position_a_title"];
  positionB: Debate["position_b_title"];
  A: Debate["votes_a"];
  B: Debate["votes_b"];
  total: Debate["vote_total"];
};

// the debate due first, read inside the update's subquery
const due = alias(debates, "due");
const t = alias(debateVoteTallies, "t");

/**
 * Claims the debate whose deadline passed longest ago and that nobody has closed: one UPDATE sets its closed_at
 * where it is still null. A debate another transaction is closing is locked, so it is skipped (SKIP LOCKED), and
 * once that one commits the row no longer matches (closed_at is checked again on the locked row): however many
 * instances sweep at once, each debate is claimed by exactly one transaction. Taken-down debates wait until they
 * are restored. The same statement rolls the debate's shard rows of debate_vote_tallies up into its tallies, waiting
 * for none: a vote takes the debate's row (key share) before its shard row, and the claim holds the row for update, so
 * no vote is writing one (docs/decisions/0001-vote-tallies.md); the closed debate's row holds its final count alone.
 * Null when none is due.
 */
export async function claimDueDebate(tx: Tx): Promise<ClaimedDebate | null> {
  const d = debates;
  const { rows } = await tx.execute<ClaimedDebate>(sql`
    with claimed as (
      select ${due.id} as id from debates due
      where ${due.closedAt} is null and ${due.votingEndsAt} <= now() and ${due.isActive}
      order by ${due.votingEndsAt}, ${due.id}
      limit 1
      for update skip locked
    ), folded as (
      delete from ${debateVoteTallies} t using claimed c where ${t.debateId} = c.id
      returning ${t.votesA} as a, ${t.votesB} as b
    ), sums as (
      select coalesce(sum(a), 0)::int as a, coalesce(sum(b), 0)::int as b from folded
    )
    update debates set (${columnNames(d.closedAt, d.votesA, d.votesB, d.voteTotal)})
      = (now(), ${d.votesA} + sums.a, ${d.votesB} + sums.b, ${d.voteTotal} + sums.a + sums.b)
    from sums
    where ${d.id} = (select id from claimed) and ${d.closedAt} is null
    returning ${d.id}, ${d.title}, ${d.positionATitle} as "positionA", ${d.positionBTitle} as "positionB",
      ${d.votesA} as "A", ${d.votesB} as "B", ${d.voteTotal} as total`);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), A: Number(row.A), B: Number(row.B), total: Number(row.total) } : null;
}
