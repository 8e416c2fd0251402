// npm run bench: the built app on PostgreSQL (DATABASE_URL, filled by db:seed:large) against a bare node:http + pg
// floor running the same SQL; 10 closed-loop clients per scenario; then checks no vote was lost or doubled.
import { existsSync } from "node:fs";
import { Client } from "pg";
import { runLoad, type LoadResult, type Req } from "./bench/load";
import { freeVotePairs, openDebateIds, openSessions, type VotePair } from "./bench/fixtures";
import { startServer } from "./bench/servers";
import { verifyVotes } from "./bench/verify";
import { workerCount } from "../lib/serve/worker-count";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the PostgreSQL database filled by npm run db:seed:large");
if (!existsSync(".next/BUILD_ID")) throw new Error("No build: run npm run build first");
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SEARCH = process.env.BENCH_SEARCH ?? "nuclear";
// BENCH_ONLY=votes,home: only the scenarios whose name contains one of these words (all by default)
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
// the app and the floor always get the same number of processes (npm start's default for this DATABASE_URL)
const PROCESSES = workerCount();
const APP_PORT = 3300;
const FLOOR_PORT = 3301;
const SESSION_SECRET = process.env.SESSION_SECRET ?? "bench-only-session-secret-0123456789-abcdefghij";
process.env.SESSION_SECRET = SESSION_SECRET;

const db = new Client({ connectionString: url });
await db.connect();
const { rows: size } = await db.query<{ debates: number; votes: number; users: number }>(
  "select (select count(*) from debates)::int as debates, (select count(*) from votes)::int as votes, (select count(*) from users)::int as users",
);
console.log(`Database: ${size[0].debates} debates, ${size[0].votes} votes, ${size[0].users} users; ${CLIENTS} clients, ${SECONDS} s per run`);
const cookies = await openSessions(db, 4000);
const pairs = await freeVotePairs(db, cookies, 25);
const debateIds = await openDebateIds(db);
const votesBefore = Number((await db.query("select count(*) from votes")).rows[0].count);

let turn = 0;
const pick = <T>(list: T[]) => list[turn++ % list.length];
const votesOf = (origin: string, list: VotePair[]) => {
  let i = 0;
  return (): Req => {
    const p = list[i++];
    if (!p) throw new Error("Ran out of unused (user, debate) pairs: lower BENCH_SECONDS");
    const body = JSON.stringify({ debateId: p.debateId, position: i % 3 ? "A" : "B" });
    const headers = { cookie: p.cookie, origin, "content-type": "application/json" };
    return { method: "POST", path: "/api/votes", body, headers, vote: { userId: p.userId, debateId: p.debateId } };
  };
};
const scenarios = (origin: string, votePairs: VotePair[]): [string, () => Req][] =>
  ([
    ["GET / (server-rendered home)", () => ({ method: "GET", path: "/" })],
    [`GET /api/debates?search=${SEARCH}`, () => ({ method: "GET", path: `/api/debates?search=${SEARCH}` })],
    ["GET /debate/{id} (server-rendered)", () => ({ method: "GET", path: `/debate/${pick(debateIds)}` })],
    ["POST /api/votes", votesOf(origin, votePairs)],
  ] as [string, () => Req][]).filter(([name]) => !ONLY.length || ONLY.some((w) => name.toLowerCase().includes(w)));

async function measure(port: number, list: [string, () => Req][]) {
  const out: LoadResult[] = [];
  for (const [name, next] of list) {
    const r = await runLoad(port, next, { clients: CLIENTS, seconds: SECONDS, warmup: WARMUP });
    console.log(`  ${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, statuses ${JSON.stringify(r.statuses)}`);
    out.push(r);
  }
  return out;
}

const half = Math.floor(pairs.length / 2);
const appOrigin = `http://localhost:${APP_PORT}`;
const processes = { WEB_CONCURRENCY: String(PROCESSES) };
console.log(`\nThe app (npm start, NODE_ENV=production, ${PROCESSES} processes):`);
const app = await startServer("scripts/start.ts", APP_PORT, { DATABASE_URL: url, DEMO_MODE: "0", APP_URL: appOrigin, ...processes }, "/api/categories");
const appResults = await measure(APP_PORT, scenarios(appOrigin, pairs.slice(0, half)));
await app.stop();

console.log(`\nThe floor (node:http + pg, same SQL, JSON, no framework, ${PROCESSES} processes):`);
const floor = await startServer("scripts/bench/floor-server.ts", FLOOR_PORT, { DATABASE_URL: url, ...processes }, "/debate/1");
const floorResults = await measure(FLOOR_PORT, scenarios(`http://localhost:${FLOOR_PORT}`, pairs.slice(half)));
await floor.stop();

console.log(`\nProcesses: app ${PROCESSES}, floor ${PROCESSES}; ${CLIENTS} clients.`);
console.log("\n| request | app req/s | app p50 | app p99 | floor req/s | floor p50 | floor p99 | app/floor req/s |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
const ms = (v: number) => `${v.toFixed(1)} ms`;
for (const [i, [name]] of scenarios("", []).entries()) {
  const a = appResults[i];
  const f = floorResults[i];
  console.log(`| ${name} | ${a.rps.toFixed(0)} | ${ms(a.p50)} | ${ms(a.p99)} | ${f.rps.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p99)} | ${(a.rps / f.rps).toFixed(2)} |`);
}

const created = [...appResults, ...floorResults].flatMap((r) => r.created);
const ok = await verifyVotes(db, votesBefore, created);
await db.query("delete from session where user_id in (select id from users where username like 'bench\\_%')");
await db.end();
process.exit(ok ? 0 : 1);
