import { sql } from "drizzle-orm";
import { getDb, type Tx } from "./index";

type LeasedClient = { connectionParameters?: { query_timeout?: number } };

/**
 * A transaction whose statements may run up to `seconds` each, for the rare job that must do a lot in one statement
 * (closing a debate with 100,000 voters fans out 100,000 inbox rows). Lifts the server's statement timeout with SET
 * LOCAL (it ends with the transaction, so a transaction-mode pooler is fine) and, on node-postgres, the client-side
 * read timeout of the leased connection (pg reads it per query) until the work is done. PGlite has neither.
 */
export async function longTransaction<T>(seconds: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = '${Math.ceil(seconds)}s'`));
    const params = (tx as unknown as { session: { client?: LeasedClient } }).session.client?.connectionParameters;
    const saved = params?.query_timeout;
    if (params) params.query_timeout = Math.ceil(seconds) * 1000 + 1000;
    try {
      return await work(tx);
    } finally {
      if (params) params.query_timeout = saved;
    }
  });
}
