import { spawnSync } from "node:child_process";
import { Client } from "pg";
import { describe, expect, it } from "vitest";

// npm run db:migrate, the deploy step of docs/deploy.md: with MIGRATION_DATABASE_URL (a managed database's direct
// URL) it migrates through that, whatever DATABASE_URL (the pooled URL) says. PostgreSQL only.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("scripts/migrate.ts", () => {
  it("migrates through MIGRATION_DATABASE_URL when set, not DATABASE_URL", async () => {
    const name = `pv_migrate_${process.pid}_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const direct = new URL(adminUrl!);
      direct.pathname = `/${name}`;
      // the pooled URL points nowhere: using it would fail
      const env = {
        ...process.env,
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
        MIGRATION_DATABASE_URL: direct.toString(),
      };
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], { env, encoding: "utf8" });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("Migrations applied.");
      // no driver warning either (issue 24 item 6.20: a query issued on the client while another ran)
      expect(run.stderr).not.toMatch(/warning/i);
      const db = new Client({ connectionString: direct.toString() });
      await db.connect();
      const { rows } = await db.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      await db.end();
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 60_000);
});
