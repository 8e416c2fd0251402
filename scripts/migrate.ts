// npm run db:migrate: the deploy step that applies pending migrations (docs/deploy.md). On PostgreSQL it connects with
// MIGRATION_DATABASE_URL when set (a managed database's direct URL: DDL and the migrator's session do not belong on a
// transaction pooler), else DATABASE_URL; with one connection and none of the app's request timeouts (its session lifts
// the role's statement timeout, lib/db/statement-timeout.ts), since building an index on a large table may take longer
// than any request may. Without either it migrates the embedded database.
import { drizzle } from "drizzle-orm/node-postgres";
import { Client } from "pg";
import { openFromEnv, type Db, type DbHandle } from "../lib/db";
import { migrateDb } from "../lib/db/migrate";

// One client, its session's timeout lifted before the migrator's first query (a query sent from the pool's connect
// event ran alongside the migrator's own: pg's deprecation warning, issue 24 item 6.20).
async function openForMigrations(): Promise<DbHandle> {
  const url = process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) return openFromEnv();
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  await client.query("set statement_timeout = 0");
  return { db: drizzle(client) as unknown as Db, kind: "pg", close: () => client.end() };
}

const handle = await openForMigrations();
await migrateDb(handle);
await handle.close();
console.log("Migrations applied.");
