import { DrizzleQueryError } from "drizzle-orm";
import { PgPreparedQuery } from "drizzle-orm/pg-core";
import { scrubMessage } from "../log";

/*
 * A page that failed on a query was logged by Next with drizzle's error, whose message ends in
 * "params: <the query's values>" and which carries them (and the driver's error, whose `detail` quotes a row) as
 * properties: a session key among them. Every drizzle query goes through PgPreparedQuery#queryWithCache (pg and
 * PGlite alike); here its failure is rethrown without the values, so whoever logs it (Next, withRoute, a script)
 * cannot print them. The SQL (placeholders only), the driver's code, constraint and a scrubbed message stay for
 * debugging and for lib/database-errors.ts.
 */

/** A failed query, as drizzle's DrizzleQueryError but without the parameter values. */
export class QueryFailedError extends Error {
  readonly query: string;
  constructor(query: string, cause: unknown) {
    super(`Failed query: ${query}`, { cause: scrubCause(cause) });
    this.name = "QueryFailedError";
    this.query = query;
  }
}

const KEPT = ["code", "constraint", "severity", "routine", "table", "column", "schema", "dataType"] as const;

/** The driver's error with what identifies the fault (code, constraint, ...), not what quotes a row (detail, where). */
function scrubCause(cause: unknown): unknown {
  if (!(cause instanceof Error)) return cause;
  const copy = new Error(scrubMessage(cause.message));
  copy.name = cause.name;
  copy.stack = `${copy.name}: ${copy.message}\n${(cause.stack ?? "")
    .split("\n")
    .filter((l) => /^\s+at /.test(l))
    .join("\n")}`;
  for (const key of KEPT) {
    const value = (cause as unknown as Record<string, unknown>)[key];
    if (value !== undefined) (copy as unknown as Record<string, unknown>)[key] = value;
  }
  return copy;
}

type QueryWithCache = (
  this: unknown,
  queryString: string,
  params: unknown[],
  query: () => Promise<unknown>,
) => Promise<unknown>;

/** Installs the scrubbing once per process (the start server and Next's bundle share one drizzle-orm). */
export function scrubQueryErrors() {
  const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache; __pvScrubbed?: boolean };
  if (proto.__pvScrubbed) return;
  const original = proto.queryWithCache;
  proto.queryWithCache = async function (queryString, params, query) {
    try {
      return await original.call(this, queryString, params, query);
    } catch (error) {
      throw error instanceof DrizzleQueryError ? new QueryFailedError(queryString, error.cause) : error;
    }
  };
  proto.__pvScrubbed = true;
}
