import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";

/** A debate this transaction has claimed for closing, with its final count. */
export type ClaimedDebate = { id: number; title: string; positionA: string; positionB: string; A: number; B: number; total: number };

type Row = {
  at: number;
  id: number | null;
  title: string;
  position_a: string;
  position_b: string;
  votes_a: number;
  votes_b: number;
  vote_total: number;
};

/**
 * Claims the debate whose deadline passed longest ago and that nobody has closed: one UPDATE sets its closed_at
 * where it is still null. A debate another transaction is closing is locked, so it is skipped (SKIP LOCKED), and
 * once that one commits the row no longer matches: however many instances sweep at once, each debate is claimed by
 * exactly one transaction. Taken-down debates wait until they are restored. Answers the database's clock (ms) at
 * the claim, and the claimed debate or null when none is due.
 */
export async function claimDueDebate(tx: Tx): Promise<{ at: number; debate: ClaimedDebate | null }> {
  const { rows } = await tx.execute<Row>(sql`
    with claimed as (
      update debates set closed_at = now()
      where id = (
        select id from debates
        where closed_at is null and voting_ends_at <= now() and is_active
        order by voting_ends_at, id
        limit 1
        for update skip locked
      ) and closed_at is null
      returning id, title, position_a_title as position_a, position_b_title as position_b, votes_a, votes_b, vote_total
    )
    select (extract(epoch from now()) * 1000)::float8 as at, claimed.* from (select 1) as one left join claimed on true`);
  const row = rows[0];
  const at = Number(row.at);
  if (row.id === null || row.id === undefined) return { at, debate: null };
  return {
    at,
    debate: {
      id: Number(row.id),
      title: row.title,
      positionA: row.position_a,
      positionB: row.position_b,
      A: Number(row.votes_a),
      B: Number(row.votes_b),
      total: Number(row.vote_total),
    },
  };
}
