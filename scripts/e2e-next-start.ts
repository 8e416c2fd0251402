// The end-to-end suite's second server (playwright.next-start.config.ts): the built app as a serverless host runs
// it, by plain `next start` (without scripts/start.ts's workers and shared cache), on a
// fresh PostgreSQL database migrated and seeded by the deploy steps docs/deploy.md gives (`npm run db:migrate`, and
// `npm run db:seed` for the demo accounts the tests sign in with). With E2E_PGBOUNCER_PORT the app reaches the database
// through a PgBouncer in transaction mode on that port (scripts/pgbouncer.ts), as behind a managed host's pooler, while
// migrations and the seed go direct (MIGRATION_DATABASE_URL).
import { execFileSync, spawn } from "node:child_process";
import pg from "pg";
import { pooledUrl, startPgBouncer } from "./pgbouncer";

const port = process.env.PORT ?? "3101";
const admin =
  process.env.E2E_ADMIN_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = process.env.E2E_DATABASE_NAME ?? "pv_e2e_next_start";
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE_NAME must be a plain identifier, not ${name}`);

const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.query(`create database ${name}`);
await client.end();

const url = new URL(admin);
url.pathname = `/${name}`;
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url.toString(), DEMO_MODE: "1", PORT: port };
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
execFileSync(npm, ["run", "--silent", "db:migrate"], { env, stdio: "inherit" });
execFileSync(npm, ["run", "--silent", "db:seed"], { env, stdio: "inherit" });

const bouncerPort = Number(process.env.E2E_PGBOUNCER_PORT ?? 0);
const bouncer = bouncerPort ? await startPgBouncer(url.toString(), bouncerPort) : undefined;
if (bouncer) {
  env.DATABASE_URL = pooledUrl(url.toString(), bouncer.port);
  env.MIGRATION_DATABASE_URL = url.toString();
  console.log(`next start reaches the database through PgBouncer (transaction mode) on port ${bouncer.port}`);
}

const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  void (bouncer?.stop() ?? Promise.resolve()).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
