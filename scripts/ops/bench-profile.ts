// npm run bench:profile (issue 27 item 2): plain `next start` of the built app under `node --cpu-prof`, driven with
// votes and then with debate pages (a fresh server for each, warmed up first), and the framework floor's vote and page
// the same way; prints each one's CPU per request and its top self-time frames, grouped as ours, our packages,
// Next/React and node/V8 (scripts/ops/bench/cpuprofile.ts). DATABASE_URL: a database filled by db:seed:large.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { cpuMark, cpuSpent } from "./bench/cpu";
import { GROUPS, readProfile } from "./bench/cpuprofile";
import { freeVotePairs, openDebateIds, openSessions, touchSessions, voterAddress } from "./bench/fixtures";
import { buildFrameworkFloor, FRAMEWORK_FLOOR_DIR } from "./bench/framework-floor-server";
import { runLoad, type Req } from "./bench/load";
import { startServer } from "./bench/servers";
import { freePort } from "./bench/varnish";
import { SESSION_SECRET } from "./bench/settings";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the PostgreSQL database filled by npm run db:seed:large");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_FIRST_WARMUP ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 20);
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");
const ROOT = process.cwd();

const db = new Client({ connectionString: url });
await db.connect();
await db.query("set statement_timeout = 0");
await db.query("vacuum (analyze) debates, votes, session, rate_limits");
// 4,000 voters (BENCH_PROFILE_USERS) taking turns over three debates each: nobody nears the 30-a-minute limit
const cookies = await openSessions(db, Number(process.env.BENCH_PROFILE_USERS ?? 4000));
const pairs = await freeVotePairs(db, cookies, 3);
const debateIds = (await openDebateIds(db)).slice(0, 2000);
buildFrameworkFloor();

let v = 0;
const vote = (): Req => {
  const p = pairs[v++ % pairs.length];
  const body = JSON.stringify({ debateId: p.debateId, position: v % 3 ? "A" : "B" });
  return {
    method: "POST",
    path: "/api/votes",
    body,
    headers: { cookie: p.cookie, "content-type": "application/json", "x-forwarded-for": voterAddress(p.userId) },
  };
};
let d = 0;
const page = (): Req => ({ method: "GET", path: `/debate/${debateIds[d++ % debateIds.length]}` });

type Case = { label: string; floor: boolean; next: () => Req; voting: boolean };
const CASES: Case[] = [
  { label: "app: POST /api/votes", floor: false, next: vote, voting: true },
  { label: "framework floor: POST /api/votes", floor: true, next: vote, voting: true },
  { label: "app: GET /debate/{id}", floor: false, next: page, voting: false },
  { label: "framework floor: GET /debate/{id}", floor: true, next: page, voting: false },
].filter(({ label }) => !process.env.BENCH_PROFILE_ONLY || label.includes(process.env.BENCH_PROFILE_ONLY));

// a run that throws must not leave its server serving
const running = new Set<number>();
process.on("exit", () => {
  for (const pid of running) {
    try {
      process.kill(pid);
    } catch {
      // already gone
    }
  }
});
const KEEP = process.env.BENCH_PROFILE_KEEP; // a directory to keep the .cpuprofile files in

for (const c of CASES) {
  const dir = mkdtempSync(path.join(tmpdir(), "pv-bench-profile-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env: Record<string, string> = c.floor
    ? { NEXT_TELEMETRY_DISABLED: "1" }
    : { DATABASE_URL: url, DEMO_MODE: "0", APP_URL: origin, TRUST_PROXY: "1", SESSION_SECRET };
  const server = await startServer(NEXT_BIN, port, env, c.floor ? "/debate/1" : "/api/categories", {
    args: ["start"],
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
    cwd: c.floor ? FRAMEWORK_FLOOR_DIR : undefined,
  });
  running.add(server.pid);
  const withOrigin = (): Req => {
    const r = c.next();
    return c.voting ? { ...r, headers: { ...r.headers, origin } } : r;
  };
  if (c.voting && !c.floor) await touchSessions(origin, [...cookies.values()], 1);
  await runLoad(port, withOrigin, { clients: CLIENTS, seconds: 0, warmup: WARMUP });
  const started = performance.now();
  const before = cpuMark([server.pid]);
  const r = await runLoad(port, withOrigin, { clients: CLIENTS, seconds: SECONDS, warmup: 0 });
  const spent = cpuSpent(before, cpuMark([server.pid]));
  await server.stop();
  running.delete(server.pid);
  const windowMs = performance.now() - started;
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error(`${c.label}: no .cpuprofile was written`);
  const s = readProfile(path.join(dir, file), ROOT, windowMs);
  if (KEEP) cpSync(path.join(dir, file), path.join(KEEP, `${c.label.replace(/[^a-z]+/gi, "-")}.cpuprofile`));
  rmSync(dir, { recursive: true, force: true });
  const perReq = (ms: number) => (ms / r.sent).toFixed(3);
  console.log(
    `\n${c.label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, statuses ${JSON.stringify(r.statuses)}; ` +
      `CPU/req ${((spent.server * 1000) / r.sent).toFixed(2)} ms (/proc), ${perReq(s.busyMs)} ms (profiled main thread)`,
  );
  console.log(`  by group, ms per request: ${GROUPS.map((g) => `${g} ${perReq(s.groups[g])}`).join(", ")}`);
  const modules = s.modules.slice(0, 8).map((m) => `${m.file.split("/").slice(-2).join("/")} ${perReq(m.ms)}`);
  console.log(`  by file, ms per request: ${modules.join(", ")}`);
  console.log(`\n| self ms/req | share | group | function | source |`);
  console.log("| ---: | ---: | --- | --- | --- |");
  for (const f of s.frames.slice(0, TOP))
    console.log(
      `| ${perReq(f.ms)} | ${((100 * f.ms) / s.busyMs).toFixed(1)}% | ${f.group} | ${f.name} | ${f.where || "-"} |`,
    );
  const ours = s.frames.filter((f) => f.group === "ours").slice(0, 10);
  if (ours.length) {
    console.log(`\n  ours, top ${ours.length}:`);
    for (const f of ours) console.log(`    ${perReq(f.ms)} ms/req  ${f.name}  ${f.where}`);
  }
}
await db.query("delete from session where user_id in (select id from users where username like 'bench\\_%')");
await db.end();
