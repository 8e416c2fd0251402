import "server-only";
import { getDb, type Db, type Tx } from "@/lib/db";
import { rollUpTalliesSql } from "./roll-up-tallies-sql";

/**
 * The roll-up (docs/decisions/0001-vote-tallies.md; its statement: rollUpTalliesSql): folds a debate's shard rows of
 * the tallies into its row, or without a debate every debate's rows older than a few seconds. Never waits for a lock.
 * Answers how many debates it folded.
 */
export async function rollUpTallies(debateId?: number, db: Db | Tx = getDb()): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(rollUpTalliesSql(debateId));
  return Number(rows[0]?.n ?? 0);
}
