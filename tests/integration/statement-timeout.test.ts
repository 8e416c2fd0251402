import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../lib/db";
import { migrateDb } from "../../lib/db/migrate";

// Issue 16 item 4: the deploy step sets the statement timeout as the role's default on its database, which a managed
// host's ordinary owner role (no superuser, no CREATEROLE) may do. Needs PostgreSQL (TEST_DATABASE_URL).
const admin = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const role = `pv_owner_${suffix}`;
const database = `pv_owned_${suffix}`;

async function asAdmin(...statements: string[]) {
  const client = new Client({ connectionString: admin });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlAs(user: string): string {
  const url = new URL(admin!);
  url.username = user;
  url.password = "";
  url.pathname = `/${database}`;
  return url.toString();
}

async function sessionTimeout(): Promise<string> {
  const client = new Client({ connectionString: urlAs(role) });
  await client.connect();
  try {
    return (await client.query<{ statement_timeout: string }>("show statement_timeout")).rows[0].statement_timeout;
  } finally {
    await client.end();
  }
}

describe.skipIf(!admin)("the statement timeout the deploy step sets", () => {
  afterAll(async () => {
    await asAdmin(`drop database if exists "${database}" with (force)`, `drop role if exists "${role}"`);
  });

  it("is set by migrating as an ordinary owner role, for its new sessions, and again without harm", async () => {
    await asAdmin(
      `create role "${role}" login nosuperuser nocreaterole nocreatedb`,
      `create database "${database}" owner "${role}"`,
    );
    expect(await sessionTimeout()).toBe("0");
    for (let run = 0; run < 2; run++) {
      const handle = openPostgres(urlAs(role));
      try {
        await migrateDb(handle);
      } finally {
        await handle.close();
      }
      expect(await sessionTimeout()).toBe("1500ms");
    }
  }, 60_000);
});
