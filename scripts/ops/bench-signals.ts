// npm run bench:signals: the staff Signals tab (issue 25 item 6) on the large database (DATABASE_URL, filled by
// db:seed:large). Checks that the current statement (lib/server/moderation/vote-signals-sql.ts) answers the reference
// one's rows exactly (scripts/ops/bench/signals-reference-sql.ts: every ballot joined to its account), prints both
// statements' EXPLAIN (ANALYZE, BUFFERS), then times them in alternating runs (the host's speed drifts: the ratio is
// the figure), then GET /api/moderation/signals on the built app under plain `next start`, signed in as staff.
// BENCH_SIGNALS_RUNS (default 40) runs each; BENCH_SIGNALS_LIMIT (default 25, the route's default) debates.
// Run as `tsx --conditions=react-server` (the statement's module is server-only): package.json does.
import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { Client } from "pg";
import { sealSessionId } from "../../lib/auth/session";
import { hashToken } from "../../lib/auth/tokens";
import { voteSignalsSql } from "../../lib/server/moderation/vote-signals-sql";
import { ASSIGN_NETWORKS } from "./bench/large-data.sql";
import { startServer } from "./bench/servers";
import { referenceSignalsSql } from "./bench/signals-reference-sql";
import { freePort } from "./bench/varnish";
import { SESSION_SECRET } from "./bench/settings";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the PostgreSQL database filled by npm run db:seed:large");
const RUNS = Number(process.env.BENCH_SIGNALS_RUNS ?? 40);
const LIMIT = Number(process.env.BENCH_SIGNALS_LIMIT ?? 25);
const TARGET_MS = 200;
const NEXT_BIN = "node_modules/next/dist/bin/next";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const dialect = new PgDialect();
const render = (query: SQL) => dialect.sqlToQuery(query);

const db = new Client({ connectionString: url });
await db.connect();
await db.query("set statement_timeout = 0");

// a database seeded before db:seed:large gave accounts networks: give them now (the seed's own step)
const { rows: nets } = await db.query<{ n: number }>(
  "select count(*)::int as n from users where registration_network is not null",
);
if (nets[0].n === 0) {
  console.log("No account has a registration network: assigning them as db:seed:large does");
  await db.query(ASSIGN_NETWORKS);
}
// index-only scans need the visibility map autovacuum keeps on a live site (and some servers run without it)
await db.query("vacuum (analyze) users, votes, debates");
const { rows: shape } = await db.query<Record<string, number>>(`
  select (select count(*) from debates)::int as debates, (select count(*) from votes)::int as votes,
    (select count(*) from users)::int as users,
    (select count(*) from users where registration_network is not null)::int as networked,
    (select count(distinct registration_network) from users)::int as networks,
    (select count(*) from users where joined_at > now() - interval '1 day')::int as joined_today`);
console.log(
  `Database: ${shape[0].debates} debates, ${shape[0].votes} votes, ${shape[0].users} users (${shape[0].networked} ` +
    `with a network, ${shape[0].networks} networks, ${shape[0].joined_today} joined in the last day); limit ${LIMIT}`,
);

const statements = { reference: render(referenceSignalsSql(LIMIT)), current: render(voteSignalsSql(LIMIT)) };
const run = async (which: keyof typeof statements) => {
  const { sql, params } = statements[which];
  const started = performance.now();
  const { rows } = await db.query(sql, params);
  return { rows, ms: performance.now() - started };
};

// 1. the same answer, row for row (and at the route's largest limit too)
for (const limit of [LIMIT, 100]) {
  const [a, b] = [referenceSignalsSql(limit), voteSignalsSql(limit)].map(render);
  const [old, now] = [(await db.query(a.sql, a.params)).rows, (await db.query(b.sql, b.params)).rows];
  const same = JSON.stringify(old) === JSON.stringify(now);
  const groups = old.reduce((n: number, r: { groups: unknown[] }) => n + r.groups.length, 0);
  const young = old.reduce((n: number, r: { young: number }) => n + Number(r.young), 0);
  const ballots = old.reduce((n: number, r: { ballots: number }) => n + Number(r.ballots), 0);
  console.log(
    `Same answer at limit ${limit}: ${same ? "yes" : "NO"} (${old.length} debates, ${ballots} ballots, ${young} ` +
      `from accounts under a day old, ${groups} groups)`,
  );
  if (!same) {
    for (const [i, row] of old.entries())
      if (JSON.stringify(row) !== JSON.stringify(now[i]))
        console.log(
          `  first difference, row ${i}:\n  reference ${JSON.stringify(row)}\n  current   ${JSON.stringify(now[i])}`,
        );
    process.exit(1);
  }
}

// 2. the plans
for (const which of ["reference", "current"] as const) {
  const { sql, params } = statements[which];
  const { rows } = await db.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${sql}`, params);
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${which} statement:`);
  for (const r of rows) console.log(`  ${r["QUERY PLAN"]}`);
}

// 3. the statements, alternating
const times = { reference: [] as number[], current: [] as number[] };
for (let i = 0; i < 3; i++) for (const which of ["reference", "current"] as const) await run(which);
for (let i = 0; i < RUNS; i++)
  for (const which of ["reference", "current"] as const) times[which].push((await run(which)).ms);
const p50 = { reference: percentile(times.reference, 50), current: percentile(times.current, 50) };
console.log(`\nThe statement alone, ${RUNS} runs each, alternating (node-postgres, parameters as the app sends them):`);
for (const which of ["reference", "current"] as const)
  console.log(`  ${which.padEnd(9)} p50 ${ms(p50[which])}, p99 ${ms(percentile(times[which], 99))}`);
console.log(`  reference / current at p50: ${(p50.reference / p50.current).toFixed(1)}x`);

// 4. the route on the built app, signed in as a moderator (a bench user given the role for the run)
if (!existsSync(".next/BUILD_ID")) {
  console.log("\nNo build: run npm run build for the route's figures");
} else {
  const { rows: staff } = await db.query<{ id: number }>(
    "select id from users where username like 'bench\\_%' order by id desc limit 1",
  );
  const userId = staff[0].id;
  const { rowCount: granted } = await db.query(
    "insert into user_roles (user_id, role) values ($1, 'moderator') on conflict do nothing",
    [userId],
  );
  const sid = randomBytes(32).toString("base64url");
  await db.query(
    `insert into session (sid, user_id, sess, expire) values ($1, $2, '{"rememberMe":true}'::jsonb, now() + interval '1 hour')`,
    [hashToken(sid), userId],
  );
  const cookie = `pv_session=${await sealSessionId(sid)}`;
  const port = await freePort();
  const server = await startServer(
    NEXT_BIN,
    port,
    { DATABASE_URL: url, DEMO_MODE: "0", APP_URL: `http://localhost:${port}`, SESSION_SECRET },
    "/api/categories",
    { args: ["start"] },
  );
  try {
    const get = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 200)}`);
      return { ms: performance.now() - started, bytes: body.length };
    };
    const signals = `/api/moderation/signals?limit=${LIMIT}`;
    // the floor: a signed-in request of the same server that reads little (the session and the account)
    const floor = "/api/auth/user";
    for (let i = 0; i < 5; i++) {
      await get(signals);
      await get(floor);
    }
    // the route, its floor, and the two statements in turns, so all see the same host
    const t = { route: [] as number[], floor: [] as number[], reference: [] as number[], current: [] as number[] };
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await get(signals);
      t.route.push(r.ms);
      bytes = r.bytes;
      t.floor.push((await get(floor)).ms);
      t.reference.push((await run("reference")).ms);
      t.current.push((await run("current")).ms);
    }
    const line = (label: string, v: number[]) =>
      console.log(`  ${label.padEnd(38)} p50 ${ms(percentile(v, 50))}, p99 ${ms(percentile(v, 99))}`);
    const r50 = percentile(t.route, 50);
    console.log(`\nThe route on next start (one client, ${RUNS} turns of each, in turns):`);
    line(`GET ${signals} (${(bytes / 1024).toFixed(0)} KiB)`, t.route);
    line(`GET ${floor} (the same session)`, t.floor);
    line("the current statement alone", t.current);
    line("the reference statement alone", t.reference);
    console.log(`  the route at p50: ${r50 <= TARGET_MS ? "within" : "OVER"} the ${TARGET_MS} ms target`);
  } finally {
    await server.stop();
    await db.query("delete from session where sid = $1", [hashToken(sid)]);
    if (granted) await db.query("delete from user_roles where user_id = $1 and role = 'moderator'", [userId]);
  }
}
await db.end();
