import pg from "pg";
import { test } from "./fixtures";

/**
 * The suite's own database, when the app under test runs on PostgreSQL (playwright.next-start.config.ts: the database
 * scripts/e2e-next-start.ts makes); null under the default config, whose embedded database belongs to the server's
 * process alone. Steps that move time in the database (a deadline passing) run only where this is not null.
 */
export function e2eDatabaseUrl(): string | null {
  if (!test.info().config.configFile?.includes("next-start")) return null;
  const url = new URL(
    process.env.E2E_ADMIN_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  url.pathname = `/${process.env.E2E_DATABASE_NAME ?? "pv_e2e_next_start"}`;
  return url.toString();
}

/** The debate's deadline passes: created an hour ago, voting ended a second ago. */
export async function endVoting(debateId: number) {
  const url = e2eDatabaseUrl();
  if (!url) throw new Error("endVoting needs the PostgreSQL configuration (playwright.next-start.config.ts)");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "update debates set created_at = now() - interval '1 hour', voting_ends_at = now() - interval '1 second' where id = $1",
      [debateId],
    );
  } finally {
    await client.end();
  }
}
