import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";

/** A debate this transaction has claimed for closing, with its final count. */
export type ClaimedDebate = {
  id: number;
  title: string;
  positionA: string;
  positionB: string;
  A: number;
  B: number;
  total: number;
};

/**
 * Claims the debate whose deadline passed longest ago and that nobody has closed: one UPDATE sets its closed_at
 * where it is still null. A debate another transaction is closing is locked, so it is skipped (SKIP LOCKED), and
 * once that one commits the row no longer matches (closed_at is checked again on the locked row): however many
 * instances sweep at once, each debate is claimed by exactly one transaction. Taken-down debates wait until they
 * are restored. Null when none is due.
 */
export async function claimDueDebate(tx: Tx): Promise<ClaimedDebate | null> {
  const { rows } = await tx.execute<ClaimedDebate>(sql`
    update debates set closed_at = now()
    where id = (
      select id from debates
      where closed_at is null and voting_ends_at <= now() and is_active
      order by voting_ends_at, id
      limit 1
      for update skip locked
    ) and closed_at is null
    returning id, title, position_a_title as "positionA", position_b_title as "positionB", votes_a as "A", votes_b as "B", vote_total as total`);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), A: Number(row.A), B: Number(row.B), total: Number(row.total) } : null;
}
