import { getDb, type Db } from "./index";

// "" is the unnamed statement: PostgreSQL parses it on each call like any other query, so it works behind
// PgBouncer's transaction pooling (docs/decisions/0006). What is saved is drizzle's building of the SQL text.
const UNNAMED = "";

const store = globalThis as unknown as { __pvPrepared?: WeakMap<Db, Map<string, unknown>> };

/**
 * A hot query built once per database and `key`, then run with `sql.placeholder` values: drizzle otherwise
 * rebuilds a query's SQL on every call, which cost more CPU than the rest of a list request (docs/benchmark.md).
 * `key` names the query and its shape; queries whose SQL varies (filters present or not) use one key per shape.
 */
export function prepared<T>(key: string, build: (db: Db) => { prepare(name: string): T }): T {
  const db = getDb();
  store.__pvPrepared ??= new WeakMap();
  let byKey = store.__pvPrepared.get(db);
  if (!byKey) store.__pvPrepared.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as T | undefined;
  if (!statement) byKey.set(key, (statement = build(db).prepare(UNNAMED)));
  return statement;
}
