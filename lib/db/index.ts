import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { mkdirSync } from "node:fs";
import type { Pool } from "pg";
import { databaseEnv } from "@/lib/env";
import { embeddedDatabaseRefusal } from "./embedded-guard";
import { GuardedPool } from "./pool";
import * as schema from "./schema";
import { scrubQueryErrors } from "./scrub-errors";
import { tracedQuery } from "./trace-queries";

// no error that leaves the database layer carries a query's parameter values (lib/db/scrub-errors.ts)
scrubQueryErrors();

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbHandle = {
  db: Db;
  kind: "pg" | "pglite";
  close: () => Promise<void>;
  /** the connection pool (PostgreSQL only): its use is in /api/health's detail */
  pool?: Pool;
};

const store = globalThis as unknown as { __pvDb?: DbHandle };

export function openPostgres(url: string): DbHandle {
  const pool = new GuardedPool({
    connectionString: url,
    max: databaseEnv().DB_POOL_MAX,
    // fail fast (-> 503 within about 2 s, docs/decisions/0018-outside-findings.md) instead of hanging when the
    // database is down or the pool is exhausted: 2 s to get a connection; the server cancels a statement after 1.5 s
    // (the role's default on the database, set by the deploy step: lib/db/statement-timeout.ts; no startup parameter,
    // which a pooler refuses); and the client gives up after 2 s whatever the server does (a frozen or unreachable
    // server never answers: "Query read timeout")
    connectionTimeoutMillis: 2000,
    query_timeout: 2000,
    idleTimeoutMillis: 30_000,
  });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on("error", () => {});
  // nor may a checked-out one (a transaction's, or one whose query timed out): pg fails its queries, then emits
  // 'error', which without a listener is an uncaught exception; the pool drops a client that is no longer queryable
  pool.on("connect", (client) => void client.on("error", () => {}));
  return { db: drizzlePg(pool, { schema }), kind: "pg", close: () => pool.end(), pool };
}

export function openPglite(dir: string): DbHandle {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  traceQueries(client);
  // PGlite and node-postgres share drizzle's PgDatabase API; one type keeps the domain code single.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

/** A span per query when tracing (lib/db/trace-queries.ts), in and out of transactions. */
function traceQueries(client: PGlite) {
  type Query = (...args: unknown[]) => unknown;
  const traced = <T extends { query: unknown }>(target: T) =>
    Object.assign(target, { query: tracedQuery((target.query as Query).bind(target), "postgresql") });
  traced(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => transaction((tx) => fn(traced(tx)));
}

export function openFromEnv(): DbHandle {
  const { DATABASE_URL, PGLITE_DIR } = databaseEnv();
  if (DATABASE_URL) return openPostgres(DATABASE_URL);
  const refusal = embeddedDatabaseRefusal();
  if (refusal) throw new Error(refusal);
  return openPglite(PGLITE_DIR);
}

/** The pool's use now, or null on the embedded database (one connection, no pool). */
export function poolUse() {
  const pool = store.__pvDb?.pool;
  if (!pool) return null;
  return { max: pool.options.max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export function getDb(): Db {
  store.__pvDb ??= openFromEnv();
  return store.__pvDb.db;
}

export function getDbHandle(): DbHandle {
  store.__pvDb ??= openFromEnv();
  return store.__pvDb;
}

/** Tests install their own fresh database per file. */
export function setDbHandle(handle: DbHandle | undefined) {
  store.__pvDb = handle;
}

export { schema };
