// npm run db:seed:large: 100,000 debates, 1,000,000 votes, 20,000 users (with registration networks: some in
// same-network clusters), 100,000 comments (2,000 on one debate) and their likes into DATABASE_URL.
// Refuses a database that already holds debates unless run with --reset (which empties debates, votes, comments).
import { Client } from "pg";
import { hashPassword } from "../lib/auth/password";
import { openPostgres } from "../lib/db";
import { migrateDb } from "../lib/db/migrate";
import { DEMO_CATEGORIES } from "../lib/db/seed-data";
import * as q from "./ops/bench/large-data.sql";

const DEBATES = Number(process.env.LARGE_DEBATES ?? 100_000);
const USERS = Number(process.env.LARGE_USERS ?? 20_000);
const VOTES = Number(process.env.LARGE_VOTES ?? 1_000_000);
const COMMENTS = Number(process.env.LARGE_COMMENTS ?? 100_000);
// the newest open debate gets 500 threads of a comment and three replies: 2,000 comments, as the bench reads them
const DISCUSSION_THREADS = 500;
const BENCH_PASSWORD = "BenchPass123";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name a PostgreSQL database");
const started = Date.now();
const step = async (label: string, run: () => Promise<unknown>) => {
  const t = Date.now();
  await run();
  console.log(`${label.padEnd(44)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

const handle = openPostgres(url);
await step("migrations", () => migrateDb(handle));
await handle.close();

const db = new Client({ connectionString: url });
await db.connect();
// loading and indexing a million rows takes longer than the app's statement timeout (lib/db/statement-timeout.ts)
await db.query("set statement_timeout = 0");
const { rows } = await db.query<{ n: number }>("select count(*)::int as n from debates");
if (rows[0].n > 0 && !process.argv.includes("--reset")) {
  console.error(`The database already holds ${rows[0].n} debates; run with --reset to replace them.`);
  process.exit(1);
}
const passwordHash = await hashPassword(BENCH_PASSWORD);

await db.query("begin");
await step("empty debates, votes, comments, bench users", async () => {
  await db.query("truncate votes, comment_likes, comments, debates restart identity cascade");
  await db.query("delete from users where username like 'bench\\_%'");
});
// Building the indexes once after the load is several times faster than maintaining them row by row.
const { rows: indexes } = await db.query<{ name: string; def: string }>(`
  select indexname as name, indexdef as def from pg_indexes
  where tablename in ('debates', 'votes', 'comments') and indexname not in (select conname from pg_constraint)`);
for (const { name } of indexes) await db.query(`drop index "${name}"`);
for (const c of DEMO_CATEGORIES) {
  await db.query("insert into categories (name, slug, color) values ($1, $2, $3) on conflict do nothing", [
    c.name,
    c.slug,
    c.color,
  ]);
}
await step(`${USERS.toLocaleString("en-US")} users`, () => db.query(q.insertUsers(USERS), [passwordHash]));
await step("registration networks (same-network clusters)", () => db.query(q.ASSIGN_NETWORKS));
await step(`${DEBATES.toLocaleString("en-US")} debates`, () => db.query(q.insertDebates(DEBATES, USERS)));
await step(`${VOTES.toLocaleString("en-US")} votes`, async () => {
  await db.query(q.BALLOT_TRIGGERS(false));
  await db.query(q.insertVotes(VOTES, DEBATES, USERS));
  await db.query(q.BALLOT_TRIGGERS(true));
});
await step(`${COMMENTS.toLocaleString("en-US")} comments`, () => db.query(q.insertComments(COMMENTS, DEBATES, USERS)));
await step(`a discussion of ${(DISCUSSION_THREADS * 4).toLocaleString("en-US")} comments`, () =>
  db.query(q.insertDiscussion(DISCUSSION_THREADS, USERS)),
);
await step("comment likes and dislikes", () => db.query(q.insertCommentLikes(USERS)));
await step("PV+ for bench_00001", () => db.query(q.GRANT_PV_PLUS));
await step("tallies and debate counts (one UPDATE each)", async () => {
  await db.query(q.RECOMPUTE_TALLIES);
  await db.query(q.RECOMPUTE_DEBATE_COUNTS);
});
await step(`rebuild ${indexes.length} indexes`, async () => {
  await db.query("set local maintenance_work_mem = '256MB'");
  for (const { def } of indexes) await db.query(def);
});
await step("ballot board batches", () => db.query(q.PUBLISH_BATCHES));
await db.query("commit");
await step("analyze", () => db.query("analyze"));
await db.end();
console.log(
  `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Bench users: bench_00001 ... password ${BENCH_PASSWORD}`,
);
