import "server-only";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";

/**
 * The last root of a debate's ballot board, as an SQL expression over a debate id column or value (for lists:
 * one expression per row, no query per debate). For a debate whose deadline has passed it is the root of the
 * last batch, partial or not, whether or not closing has run; before, the last published batch's; null when
 * nobody voted. drizzle/0006 defines ballot_last_root.
 */
export const lastRootSql = (debateId: SQLWrapper | number): SQL<string | null> =>
  sql<string | null>`ballot_last_root(${debateId})`;

/** The same for one debate. */
export async function lastRoot(db: Db | Tx, debateId: number): Promise<string | null> {
  const { rows } = await db.execute<{ root: string | null }>(sql`select ${lastRootSql(debateId)} as root`);
  return rows[0]?.root ?? null;
}
