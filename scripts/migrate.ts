// npm run db:migrate: the deploy step that applies pending migrations (docs/deploy.md). On PostgreSQL it connects with
// MIGRATION_DATABASE_URL when set (a managed database's direct URL: DDL and the migrator's session do not belong on a
// transaction pooler), else DATABASE_URL; with one connection and none of the app's request timeouts (its session lifts
// the role's statement timeout, lib/db/statement-timeout.ts), since building an index on a large table may take longer
// than any request may. Without either it migrates the embedded database.
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { openFromEnv, type Db, type DbHandle } from "../lib/db";
import { migrateDb } from "../lib/db/migrate";

function openForMigrations(): DbHandle {
  const url = process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) return openFromEnv();
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
  pool.on("connect", (client) => void client.query("set statement_timeout = 0").catch(() => {}));
  return { db: drizzle(pool) as unknown as Db, kind: "pg", close: () => pool.end() };
}

const handle = openForMigrations();
await migrateDb(handle);
await handle.close();
console.log("Migrations applied.");
