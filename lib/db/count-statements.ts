import type { Logger } from "drizzle-orm";
import type { Db } from "./index";

type Session = { logger: Logger; options: { logger?: Logger } };

/**
 * For tests and benchmarks: runs `work` and gives the text of each statement drizzle sends for it, in order,
 * transactions included (each transaction's session is made from the same options, so it logs to the same list; on
 * node-postgres that holds its begin and commit too, which PGlite runs itself). Nothing else may use the database
 * meanwhile.
 */
export async function recordStatements(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: Session }).session;
  const saved = { logger: session.logger, option: session.options.logger };
  const statements: string[] = [];
  const recorder: Logger = {
    logQuery: (query, params) => {
      statements.push(query);
      saved.logger.logQuery(query, params);
    },
  };
  session.logger = recorder;
  session.options.logger = recorder;
  try {
    await work();
    return statements;
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.option;
  }
}

/** recordStatements' count: how many statements `work` sends. */
export async function countStatements(db: Db, work: () => Promise<unknown>): Promise<number> {
  return (await recordStatements(db, work)).length;
}
