import type { TestProject } from "vitest/node";
import { Client } from "pg";
import { openPostgres } from "../../lib/db";
import { migrateDb } from "../../lib/db/migrate";

/**
 * With TEST_DATABASE_URL: migrate one template database for this run; each test file then clones it
 * (tests/setup/database.ts), and everything is dropped at the end. Without it, files use in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const run = `pv_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${run}_tpl"`);
  const template = new URL(url);
  template.pathname = `/${run}_tpl`;
  const handle = openPostgres(template.toString());
  await migrateDb(handle);
  await handle.close();
  project.provide("pgRun", run);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${run}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgRun: string | undefined;
  }
}
