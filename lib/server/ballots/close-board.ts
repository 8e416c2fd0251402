import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { integrityRefusalClients as clients } from "@/lib/db/schema";
import { lastRootSql } from "./last-root";

/**
 * Publishes a debate's last batch once its deadline has passed: the batch held back while open and the short rest
 * as one (earlier batches are published by the ballot that fills the next: drizzle/0011's votes_ballot_after), with
 * drizzle/0011's ballot_publish_batches; the leans' last batch the same way (drizzle/0015's lean_publish_batches).
 * Idempotent: a second call, in parallel or later, stores nothing more. Before the deadline it stores nothing.
 * Answers the board's last root (null: no ballots). The board reads the same before this has run
 * (lib/server/ballots/board-ctes.ts computes a missing last batch). The ledger's record of which clients it has counted
 * (record-refusal.ts) is dropped: a closed ledger no longer moves.
 */
export async function closeBoard(tx: Tx, debateId: number): Promise<{ lastRoot: string | null }> {
  await tx.execute(sql`select ballot_publish_batches(${debateId}), lean_publish_batches(${debateId})`);
  await tx.execute(sql`delete from ${clients} where ${clients.debateId} = ${debateId}`);
  const { rows } = await tx.execute<{ root: string | null }>(sql`select ${lastRootSql(debateId)} as root`);
  return { lastRoot: rows[0]?.root ?? null };
}
