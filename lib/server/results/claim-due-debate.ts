import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import type { RawColumns } from "@/lib/db/raw-row";
import { debates } from "@/lib/db/schema";

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

/**
 * Claims the debate whose deadline passed longest ago and that nobody has closed: one UPDATE sets its closed_at
 * where it is still null. A debate another transaction is closing is locked, so it is skipped (SKIP LOCKED), and
 * once that one commits the row no longer matches (closed_at is checked again on the locked row): however many
 * instances sweep at once, each debate is claimed by exactly one transaction. Taken-down debates wait until they
 * are restored. Null when none is due.
 */
export async function claimDueDebate(tx: Tx): Promise<ClaimedDebate | null> {
  const d = debates;
  const { rows } = await tx.execute<ClaimedDebate>(sql`
    update debates set ${columnNames(d.closedAt)} = now()
    where ${d.id} = (
      select ${due.id} from debates due
      where ${due.closedAt} is null and ${due.votingEndsAt} <= now() and ${due.isActive}
      order by ${due.votingEndsAt}, ${due.id}
      limit 1
      for update skip locked
    ) and ${d.closedAt} is null
    returning ${d.id}, ${d.title}, ${d.positionATitle} as "positionA", ${d.positionBTitle} as "positionB",
      ${d.votesA} as "A", ${d.votesB} as "B", ${d.voteTotal} as total`);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), A: Number(row.A), B: Number(row.B), total: Number(row.total) } : null;
}
