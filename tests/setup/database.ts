import { afterAll, beforeAll, inject } from "vitest";
import { Client } from "pg";
import { openPglite, openPostgres, setDbHandle, type DbHandle } from "../../lib/db";
import { migrateDb } from "../../lib/db/migrate";
import { STATEMENT_TIMEOUT } from "../../lib/db/statement-timeout";

// A fresh database per test file: a clone of the run's migrated template on PostgreSQL, or in-memory PGlite.
let handle: DbHandle | undefined;
let dropName: string | undefined;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  const run = inject("pgRun");
  if (url && run) {
    dropName = `${run}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${dropName}" template "${run}_tpl"`);
    // a clone does not carry the template's per-database role settings: the statement timeout the deploy step sets
    await admin.query(
      `alter role current_user in database "${dropName}" set statement_timeout = '${STATEMENT_TIMEOUT}'`,
    );
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${dropName}`;
    handle = openPostgres(target.toString());
  } else {
    handle = openPglite("memory://");
    await migrateDb(handle);
  }
  setDbHandle(handle);
});

afterAll(async () => {
  setDbHandle(undefined);
  await handle?.close();
  if (dropName && process.env.TEST_DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${dropName}" with (force)`);
    await admin.end();
  }
});
