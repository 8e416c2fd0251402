import { databaseEnv } from "@/lib/env";
import { getDb, type Db } from "./index";

const store = globalThis as unknown as { __pvPrepared?: WeakMap<Db, Map<string, unknown>> };
// PostgreSQL truncates longer statement names, which would make two shapes share one statement
const MAX_NAME = 63;

/**
 * Named prepared statements on PostgreSQL, only with DB_PREPARED_STATEMENTS=1 and a direct connection: a
 * transaction-mode pooler hands a connection's statements to other clients (PgBouncer 1.18: 42P05 'prepared statement
 * already exists'), and most managed hosts put one in front (decisions.md 'Deployment'; docs/deploy.md).
 */
const namedStatements = (): boolean => databaseEnv().DB_PREPARED_STATEMENTS;

/**
 * A hot query built once per database and `name`, then run with `sql.placeholder` values: drizzle skips rebuilding
 * the SQL (which cost more CPU than the rest of a list request). With named statements on, PostgreSQL also skips
 * parsing and, once it trusts a generic plan, planning; otherwise each run is an unnamed statement, which any pooler
 * passes. Queries whose SQL varies (filters present or not) use one name per shape. PGlite ignores the name.
 */
export function prepared<T>(name: string, build: (db: Db) => { prepare(name: string): T }): T {
  if (name.length > MAX_NAME) throw new Error(`Prepared statement name longer than ${MAX_NAME} characters: ${name}`);
  const db = getDb();
  store.__pvPrepared ??= new WeakMap();
  let byName = store.__pvPrepared.get(db);
  if (!byName) store.__pvPrepared.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  // pg sends an unnamed statement for an empty name
  if (!statement) byName.set(name, (statement = build(db).prepare(namedStatements() ? name : "")));
  return statement;
}
