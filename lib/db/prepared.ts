import { getDb, type Db } from "./index";

const store = globalThis as unknown as { __pvPrepared?: WeakMap<Db, Map<string, unknown>> };
// PostgreSQL truncates longer statement names, which would make two shapes share one statement
const MAX_NAME = 63;

/**
 * A hot query built once per database and `name`, then run with `sql.placeholder` values as a named prepared
 * statement: drizzle skips rebuilding the SQL (which cost more CPU than the rest of a list request) and PostgreSQL
 * skips parsing and, once it trusts a generic plan, planning (a third of a search's database time). Queries whose
 * SQL varies (filters present or not) use one name per shape. Behind PgBouncer this needs 1.21+ with
 * max_prepared_statements set (docs/decisions/0006-one-worker-per-core.md). PGlite ignores the name.
 */
export function prepared<T>(name: string, build: (db: Db) => { prepare(name: string): T }): T {
  if (name.length > MAX_NAME) throw new Error(`Prepared statement name longer than ${MAX_NAME} characters: ${name}`);
  const db = getDb();
  store.__pvPrepared ??= new WeakMap();
  let byName = store.__pvPrepared.get(db);
  if (!byName) store.__pvPrepared.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build(db).prepare(name)));
  return statement;
}
