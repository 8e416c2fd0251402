// The growth bench's databases: pv_bench_<size> on the PostgreSQL server of BENCH_PG (127.0.0.1:5432, user postgres
// by default), each filled by db:seed:large at its size (votes and comments scaled as the 100,000-debate seed has them:
// 10 votes and 1 comment per debate, up to BENCH_GROWTH_MAX_VOTES; 20,000 users at every size). Never the `test` or
// `postgres` databases' data: the maintenance connection only creates a database that is missing.
import { spawnSync } from "node:child_process";
import { Client } from "pg";

const SERVER = process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432";

export const databaseUrl = (size: number) => `${SERVER}/pv_bench_${size}`;

/** pv_bench_<size>, created if missing and seeded unless it already holds `size` debates; the seed's seconds, or 0. */
export async function growthDatabase(size: number): Promise<number> {
  const admin = new Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  const name = `pv_bench_${size}`;
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const db = new Client({ connectionString: databaseUrl(size) });
  await db.connect();
  const debates = await db.query<{ n: number }>("select count(*)::int as n from debates").then(
    (r) => r.rows[0].n,
    () => -1, // no tables yet
  );
  await db.end();
  if (debates === size) return 0;
  console.log(`Seeding ${name} (${size.toLocaleString("en-US")} debates)...`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-large.ts", "--reset"], {
    stdio: "inherit",
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(size),
      LARGE_DEBATES: String(size),
      // BENCH_GROWTH_MAX_VOTES: a cap where 10 a debate take too long to load (10,000,000: about 12 minutes here)
      LARGE_VOTES: String(Math.min(size * 10, Number(process.env.BENCH_GROWTH_MAX_VOTES ?? Infinity))),
      LARGE_COMMENTS: String(size),
    },
  });
  if (run.status !== 0) throw new Error(`Seeding ${name} failed (${run.status ?? run.signal})`);
  return (performance.now() - started) / 1000;
}
