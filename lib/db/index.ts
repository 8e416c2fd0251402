import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { mkdirSync } from "node:fs";
import { Pool } from "pg";
import { embeddedDatabaseRefusal } from "./embedded-guard";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbHandle = { db: Db; kind: "pg" | "pglite"; close: () => Promise<void> };

const store = globalThis as unknown as { __pvDb?: DbHandle };

export function openPostgres(url: string): DbHandle {
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DB_POOL_MAX ?? 10),
    // fail fast (-> 503) instead of hanging when the database is down or the pool is exhausted
    connectionTimeoutMillis: 2000,
    statement_timeout: 5000,
    idleTimeoutMillis: 30_000,
  });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on("error", () => {});
  return { db: drizzlePg(pool, { schema }), kind: "pg", close: () => pool.end() };
}

export function openPglite(dir: string): DbHandle {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  // PGlite and node-postgres share drizzle's PgDatabase API; one type keeps the domain code single.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

export function openFromEnv(): DbHandle {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  const refusal = embeddedDatabaseRefusal();
  if (refusal) throw new Error(refusal);
  return openPglite(process.env.PGLITE_DIR || ".data/pglite");
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
