import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";

/**
 * Publishes a debate's last, partial batch once its deadline has passed (full batches are published by the
 * ballot that fills them: drizzle/0006's votes_ballot_after). Idempotent: a second call, in parallel or later,
 * stores nothing more. Before the deadline it stores nothing. Answers the board's last root (null: no ballots).
 * The board reads the same before this has run (lib/server/ballots/board-json.ts computes the missing batch).
 */
export async function closeBoard(tx: Tx, debateId: number): Promise<{ lastRoot: string | null }> {
  await tx.execute(sql`
    insert into ballot_batches (debate_id, idx, size, root)
    select d.id, (n.total - 1) / 25, n.total - (n.total - 1) / 25 * 25, ballot_batch_root(d.id, (n.total - 1) / 25)
    from debates d, (select coalesce(max(seq), 0) as total from votes where debate_id = ${debateId}) n
    where d.id = ${debateId} and d.voting_ends_at <= now() and n.total % 25 <> 0
    on conflict (debate_id, idx) do nothing`);
  const { rows } = await tx.execute<{ root: string | null }>(sql`select ballot_last_root(${debateId}) as root`);
  return { lastRoot: rows[0]?.root ?? null };
}
