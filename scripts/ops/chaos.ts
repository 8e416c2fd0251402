// npm run chaos (not in CI): the built app on its own throwaway PostgreSQL 15 cluster under a closed-loop vote load,
// while the database is stopped (pg_ctl stop -m immediate, then restarted) and, in a second load, frozen (every
// process SIGSTOPped, then SIGCONTed). Prints per fault: seconds to the first 503, the slowest answer during the
// outage, seconds to recovery, votes acknowledged but lost, votes answered as failed but stored; then checks the
// tallies against the vote rows. Exits non-zero when a vote was lost, a tally drifted or any answer took over 5 s.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, openSync } from "node:fs";
import { createServer } from "node:net";
import { Client } from "pg";
import { hashPassword } from "../../lib/auth/password";
import { DEMO_CATEGORIES } from "../../lib/db/seed-data";
import * as q from "./bench/large-data.sql";
import { freeVotePairs, openSessions, type VotePair } from "./bench/fixtures";
import { startServer, type Server } from "./bench/servers";
import { createCluster, type Cluster } from "./chaos/cluster";
import { voteLoad, type Shot } from "./chaos/load";
import { figures, pairKey, printTable, type Fault, type Figures } from "./chaos/report";
import { workerCount } from "../start/worker-count";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env("CHAOS_SECONDS", 20); // each fault's load
const FAULT_AT = env("CHAOS_FAULT_AT", 5);
const DOWN = env("CHAOS_DOWN", 3); // from the immediate stop to the restart
const FROZEN = env("CHAOS_FROZEN", 6); // from SIGSTOP to SIGCONT: longer than every timeout of the app's pool
const CLIENTS = env("CHAOS_CLIENTS", 10);
const TIMEOUT = env("CHAOS_CLIENT_TIMEOUT", 15); // the load's own timeout, well above 5 s: a hang shows as a hang
const USERS = env("CHAOS_USERS", 3000); // three groups (warm-up, stop, freeze), 25 debates each: 30 votes a minute a user
const DEBATES = 40;
const PER_USER = 25;
const SERVER = process.env.CHAOS_SERVER ?? "start"; // start: npm start's server; next: plain `next start`
const SESSION_SECRET = "chaos-only-session-secret-0123456789-abcdefghij";

if (!existsSync(".next/BUILD_ID")) {
  console.error("No build: run npm run build first (npm run chaos serves the built app).");
  process.exit(1);
}
if (SERVER !== "start" && SERVER !== "next")
  throw new Error("CHAOS_SERVER is start (npm start's server) or next (next start)");

/** The preferred port when nothing listens on it, else one the system picks. */
function sparePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(null))
        .listen(port, "127.0.0.1", () => {
          const { port: got } = probe.address() as { port: number };
          probe.close(() => resolve(got));
        });
    });
  return tryPort(preferred).then((port) => port ?? tryPort(0).then((p) => p!));
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const phase = (msg: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${msg}`);

let cluster: Cluster | undefined;
let server: Server | undefined;
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  await server?.stop();
  cluster?.destroy();
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: removing the chaos cluster...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function fill(url: string): Promise<VotePair[][]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  for (const c of DEMO_CATEGORIES) {
    await db.query("insert into categories (name, slug, color) values ($1, $2, $3) on conflict do nothing", [
      c.name,
      c.slug,
      c.color,
    ]);
  }
  await db.query(q.insertUsers(USERS), [await hashPassword("ChaosPass123")]);
  await db.query(q.insertDebates(DEBATES, USERS));
  await db.query("analyze");
  process.env.SESSION_SECRET = SESSION_SECRET; // sealSessionId reads it, as the server will
  const pairs = await freeVotePairs(db, await openSessions(db, USERS), PER_USER);
  await db.end();
  // disjoint users per load, so no user nears the vote limit (each votes at most PER_USER times in a load)
  return [0, 1, 2].map((group) => pairs.filter((p) => p.userId % 3 === group));
}

/** One load of SECONDS with a fault FAULT_AT seconds in; the fault returns the seconds it resumed at. */
async function underFault(
  name: string,
  pairs: VotePair[],
  fault: (t0: number) => Promise<number>,
): Promise<[Fault, Shot[]]> {
  phase(`${name}: ${SECONDS} s of votes from ${CLIENTS} clients, the fault ${FAULT_AT} s in`);
  const t0 = now();
  const at = (t: number) => (t - t0) / 1000;
  const load = voteLoad(server!.port, origin, pairs, {
    clients: CLIENTS,
    seconds: SECONDS,
    timeoutMs: TIMEOUT * 1000,
    pauseMs: 50,
    t0,
  });
  await sleep(FAULT_AT * 1000);
  const faultAt = at(now());
  const resumed = await fault(t0);
  const ready = at(now());
  const { shots, ranOut } = await load;
  if (ranOut) console.warn(`${name}: ran out of unused (user, debate) pairs: raise CHAOS_USERS`);
  return [{ name, at: faultAt, resumed, ready }, shots];
}

const pgPort = await sparePort(55432);
const appPort = await sparePort(3400);
const origin = `http://localhost:${appPort}`;
let exitCode = 1;
try {
  phase(`initdb and start PostgreSQL 15 on 127.0.0.1:${pgPort}`);
  cluster = await createCluster(pgPort);
  const url = cluster.url;
  phase(`migrate (npm run db:migrate) and fill: ${USERS} users with a session, ${DEBATES} open debates`);
  execFileSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "inherit",
  });
  const [warmPairs, stopPairs, freezePairs] = await fill(url);

  mkdirSync(".data", { recursive: true });
  const logFile = ".data/chaos-server.log";
  // the load's many voters all come from one loopback address: each sends its own X-Forwarded-For (voterAddress), which
  // TRUST_PROXY=1 has the app read, so the per-address and per-network limits see one voter each
  const appEnv = {
    DATABASE_URL: url,
    DEMO_MODE: "0",
    APP_URL: origin,
    SESSION_SECRET,
    NODE_ENV: "production",
    TRUST_PROXY: "1",
  };
  phase(
    `start the app (${SERVER === "next" ? "next start" : "npm start's server"}) on port ${appPort}; its log: ${logFile}`,
  );
  const log = openSync(logFile, "w");
  server =
    SERVER === "next"
      ? await startServer("node_modules/next/dist/bin/next", appPort, appEnv, "/api/categories", {
          args: ["start"],
          logFd: log,
        })
      : await startServer("scripts/start.ts", appPort, appEnv, "/api/categories", { logFd: log });

  phase("warm-up: 3 s of votes, no fault");
  const warm = await voteLoad(appPort, origin, warmPairs, {
    clients: CLIENTS,
    seconds: 3,
    timeoutMs: TIMEOUT * 1000,
    pauseMs: 50,
    t0: now(),
  });
  const c = cluster;
  const stopped = await underFault("pg_ctl stop -m immediate", stopPairs, async (t0) => {
    await c.stopImmediate();
    await sleep(DOWN * 1000);
    const resumed = (now() - t0) / 1000;
    await c.start();
    return resumed;
  });
  const frozen = await underFault("SIGSTOP every PostgreSQL process", freezePairs, async (t0) => {
    const pids = c.freeze();
    phase(`froze ${pids.length} processes (postmaster ${pids[0]})`);
    await sleep(FROZEN * 1000);
    const resumed = (now() - t0) / 1000;
    c.thaw();
    return resumed;
  });
  await server.stop();
  server = undefined;

  const db = new Client({ connectionString: url });
  await db.connect();
  const { rows: votes } = await db.query<{ user_id: number; debate_id: number }>(
    "select user_id, debate_id from votes",
  );
  const { rows: drift } = await db.query<{ n: number }>(`
    select count(*)::int as n from debates d, lateral (select count(*)::int as total, count(*) filter (where position = 'A')::int as a,
      count(*) filter (where position = 'B')::int as b from votes v where v.debate_id = d.id and v.void_action_id is null) c,
      lateral (select coalesce(sum(votes_a), 0)::int as a, coalesce(sum(votes_b), 0)::int as b
        from debate_vote_tallies t where t.debate_id = d.id) p
    where (d.vote_total + p.a + p.b, d.votes_a + p.a, d.votes_b + p.b) is distinct from (c.total, c.a, c.b)`);
  await db.end();
  const stored = new Set(votes.map((v) => pairKey(v.user_id, v.debate_id)));
  const rows: [Fault, Figures][] = [stopped, frozen].map(([fault, shots]) => [fault, figures(fault, shots, stored)]);
  const warmFigures = figures(
    { name: "warm-up", at: Infinity, resumed: Infinity, ready: Infinity },
    warm.shots,
    stored,
  );

  const serverName =
    SERVER === "next" ? "next start" : `npm start's server, ${workerCount({ DATABASE_URL: url })} worker(s)`;
  console.log(
    `\n${new Date().toISOString().slice(0, 16)} UTC, ${serverName}, ${CLIENTS} clients, ${SECONDS} s per fault.`,
  );
  console.log(
    `Warm-up: ${warmFigures.requests} votes, answers ${JSON.stringify(warmFigures.statuses)}; slowest ${warmFigures.slowest.toFixed(2)} s.`,
  );
  printTable(rows);
  const all = [warmFigures, ...rows.map(([, f]) => f)];
  const sum = (key: "lost" | "failedButStored" | "over5s" | "unexpected") => all.reduce((n, f) => n + f[key], 0);
  console.log(`\nVote rows ${votes.length}; debates whose tallies differ from their rows: ${drift[0].n}.`);
  console.log(
    `Acknowledged but lost: ${sum("lost")}; answered as failed but stored: ${sum("failedButStored")}; answers over 5 s: ${sum("over5s")}; neither success nor 503: ${sum("unexpected")}.`,
  );
  exitCode = sum("lost") || sum("over5s") || drift[0].n ? 1 : 0;
  console.log(
    exitCode
      ? "FAILED: a vote lost, a tally drifted, or an answer over 5 s."
      : "OK: no vote lost, tallies exact, every answer within 5 s.",
  );
} finally {
  await cleanUp();
}
process.exit(exitCode);
