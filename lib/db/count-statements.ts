import type { Logger } from "drizzle-orm";
import type { Db } from "./index";

type Session = { logger: Logger; options: { logger?: Logger } };

/**
 * For tests and benchmarks: runs `work` and counts the statements drizzle sends for it, transactions included (each
 * transaction's session is made from the same options, so it logs to the same counter; on node-postgres that counts
 * its begin and commit too, which PGlite runs itself). Nothing else may use the database meanwhile.
 */
export async function countStatements(db: Db, work: () => Promise<unknown>): Promise<number> {
  const session = (db as unknown as { session: Session }).session;
  const saved = { logger: session.logger, option: session.options.logger };
  let count = 0;
  const counter: Logger = {
    logQuery: (query, params) => {
      count += 1;
      saved.logger.logQuery(query, params);
    },
  };
  session.logger = counter;
  session.options.logger = counter;
  try {
    await work();
    return count;
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.option;
  }
}
