import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import path from "node:path";
import type { DbHandle } from "./index";
import { syncListChecks } from "./list-checks";
import { setStatementTimeout } from "./statement-timeout";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export async function migrateDb(handle: DbHandle) {
  if (handle.kind === "pg") {
    await migratePg(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
    await setStatementTimeout(handle.db);
  } else await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  await syncListChecks(handle.db);
}
