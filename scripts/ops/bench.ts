// npm run bench: the built app on PostgreSQL (DATABASE_URL, filled by db:seed:large) against two floors: the framework
// floor (a minimal Next app, the same Next and config, its vote and debate page without a database:
// scripts/ops/bench/framework-floor-server.ts) and the bare floor (node:http + pg running the same SQL); 10 closed-loop
// clients per scenario; then checks no vote was lost or doubled.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { Client } from "pg";
import { runLoad, type LoadResult, type Req } from "./bench/load";
import {
  freeVotePairs,
  openDebateIds,
  openSessions,
  touchSessions,
  viralVotePairs,
  voterAddress,
  type VotePair,
} from "./bench/fixtures";
import { cpuMark, cpuSpent } from "./bench/cpu";
import { startServer, type Server } from "./bench/servers";
import { buildFrameworkFloor, startFrameworkFloor } from "./bench/framework-floor-server";
import { verifyVotes } from "./bench/verify";
import { benchVisitors } from "./bench/visitors";
import { benchBoard } from "./bench/board";
import { printTargets } from "./bench/targets";
import { workerCount } from "../start/worker-count";
import { SESSION_SECRET, turnSettings } from "./bench/settings";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the PostgreSQL database filled by npm run db:seed:large");
if (!existsSync(".next/BUILD_ID")) throw new Error("No build: run npm run build first");
const { CLIENTS, SECONDS, WARMUP, ROUNDS, FIRST_WARMUP } = turnSettings();
const SEARCH = process.env.BENCH_SEARCH ?? "nuclear";
// BENCH_ONLY=votes,home: only the scenarios whose name contains one of these words (all by default)
const ONLY = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
// the app and the floors always get the same number of processes (npm start's default for this DATABASE_URL)
const PROCESSES = workerCount();
const APP_PORT = 3300;
const FLOOR_PORT = 3301;
const FRAMEWORK_PORT = 3302;
const PLAIN_PORT = 3303;

const db = new Client({ connectionString: url });
await db.connect();
// the fixtures' reads and the vacuum over the large database outlast the app's statement timeout
await db.query("set statement_timeout = 0");
const { rows: size } = await db.query<{ debates: number; votes: number; users: number }>(
  "select (select count(*) from debates)::int as debates, (select count(*) from votes)::int as votes, (select count(*) from users)::int as users",
);
console.log(`Database: ${size[0].debates} debates, ${size[0].votes} votes, ${size[0].users} users; ${CLIENTS} clients`);
// every vote leaves a dead version of its debate's row (the tallies live there): clear earlier runs' as autovacuum
// would, or each run's search pays for the last ones' votes (and some servers, this one included, run without it)
await db.query("vacuum (analyze) debates, votes, session, rate_limits");
// closing a debate of 100,000 ballots (scripts/ops/bench/closing.ts: the domain layer is server-only, so its own
// process under the react-server condition); BENCH_ONLY=closing runs it alone
let closingOk = true;
if (!ONLY.length || ONLY.some((w) => "closing".includes(w))) {
  const run = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/ops/bench/closing.ts"],
    {
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: url, DEMO_MODE: "0" },
    },
  );
  closingOk = run.status === 0;
  if (ONLY.length && ONLY.every((w) => "closing".includes(w))) {
    await db.end();
    process.exit(closingOk ? 0 : 1);
  }
}
// the visitor scenario (scripts/ops/bench/visitors.ts): 20 clients by default; BENCH_ONLY=visitors runs it alone
const visitors = (debateIds: number[]) =>
  benchVisitors({
    databaseUrl: url,
    debateIds,
    clients: Number(process.env.BENCH_VISITOR_CLIENTS ?? 20),
    seconds: SECONDS,
    warmup: WARMUP,
    firstWarmup: FIRST_WARMUP,
    rounds: ROUNDS,
    sessionSecret: SESSION_SECRET,
  });
// the ballot board (scripts/ops/bench/board.ts): 4 clients by default; BENCH_ONLY=board runs it alone
const board = () =>
  benchBoard({
    databaseUrl: url,
    clients: Number(process.env.BENCH_BOARD_CLIENTS ?? 4),
    seconds: SECONDS,
    warmup: WARMUP,
    rounds: ROUNDS,
    sessionSecret: SESSION_SECRET,
  });
if (ONLY.length && ONLY.every((w) => w.startsWith("board"))) {
  await board();
  await db.end();
  process.exit(0);
}
if (ONLY.length && ONLY.every((w) => w.startsWith("visitor"))) {
  await visitors(await openDebateIds(db));
  await db.end();
  process.exit(0);
}
// 9,000 bench users: a viral turn needs a distinct voter for each of its votes on its one debate, and each server
// process remembers 10,000 unsealed cookies (lib/auth/session.ts), so all of them stay remembered
const cookies = await openSessions(db, 9000);
// the viral turns: one fresh debate per turn (the first warm-up and each round, app and bare floor), none of them in
// the spread pairs; the spread votes: users taking turns over the other open debates
const VIRAL_DEBATES = 3 * (1 + ROUNDS + 2); // two spares per server that stores votes
const viral = await viralVotePairs(db, cookies, VIRAL_DEBATES);
const pairs = await freeVotePairs(
  db,
  cookies,
  8,
  viral.map((list) => list[0]?.debateId ?? 0),
);
const debateIds = await openDebateIds(db);
// the comment scenario: the PV+ bench user (bench_00001, the first session) reading the longest discussion
const { rows: discussed } = await db.query<{ debate_id: number; n: number }>(
  "select debate_id, count(*)::int as n from comments group by debate_id order by count(*) desc limit 1",
);
const plusCookie = cookies.values().next().value!;
const discussedId = discussed[0]?.debate_id;
const votesBefore = Number((await db.query("select count(*) from votes")).rows[0].count);

let turn = 0;
const pick = <T>(list: T[]) => list[turn++ % list.length];
// `reuse`: for the framework floor, which stores nothing: the pairs come round again
const votesOf = (origin: string, list: VotePair[], reuse = false) => {
  let i = 0;
  return (): Req => {
    const p = reuse ? list[i++ % list.length] : list[i++];
    if (!p) throw new Error(`Ran out of unused (user, debate) pairs after ${list.length} votes: lower BENCH_SECONDS`);
    const body = JSON.stringify({ debateId: p.debateId, position: i % 3 ? "A" : "B" });
    const headers = {
      cookie: p.cookie,
      origin,
      "content-type": "application/json",
      "x-forwarded-for": voterAddress(p.userId),
    };
    return { method: "POST", path: "/api/votes", body, headers, vote: { userId: p.userId, debateId: p.debateId } };
  };
};
// a scenario gives, for each turn (warm-up or measured), the function making that turn's requests; scenarios of
// one group are measured in interleaved turns (round 1: each member's app, framework floor and bare floor turns,
// round 2: ...)
type Scenario = { name: string; group: string; turn: () => () => Req };
const same = (name: string, next: () => Req, group = name): Scenario => ({ name, group, turn: () => next });
/** every vote of a turn on one debate, a fresh debate (and its own voters) per turn */
const viralOf = (origin: string, debates: VotePair[][]) => {
  let d = 0;
  const nextDebate = () => {
    const list = debates[d++];
    if (!list) throw new Error("Ran out of viral debates: lower BENCH_SECONDS");
    return votesOf(origin, list);
  };
  return () => {
    let next = nextDebate();
    let left = debates[d - 1].length;
    // a turn faster than its debate has voters (9,000 / 8 s: over ~1,100 votes a second) goes on with a spare debate
    return (): Req => {
      if (left-- > 0) return next();
      console.log("  (the viral debate ran out of voters; the turn goes on with a spare one)");
      next = nextDebate();
      left = debates[d - 1].length - 1;
      return next();
    };
  };
};
const VOTES = "POST /api/votes";
const scenarios = (origin: string, votePairs: VotePair[], viralPairs: VotePair[][], reuse = false): Scenario[] =>
  [
    same("GET / (server-rendered home)", () => ({ method: "GET", path: "/" })),
    same(`GET /api/debates?search=${SEARCH}`, () => ({ method: "GET", path: `/api/debates?search=${SEARCH}` })),
    same("GET /debate/{id} (server-rendered)", () => ({ method: "GET", path: `/debate/${pick(debateIds)}` })),
    same(`${VOTES} (spread: over ~1,000 open debates)`, votesOf(origin, votePairs, reuse), VOTES),
    {
      name: `${VOTES} (viral: every vote of a turn on one debate)`,
      group: VOTES,
      turn: reuse ? () => votesOf(origin, viralPairs[0], true) : viralOf(origin, viralPairs),
    },
    same(`GET /api/debates/{id}/comments?limit=3 (PV+, ${discussed[0]?.n} comments)`, () => ({
      method: "GET",
      path: `/api/debates/${discussedId}/comments?limit=3`,
      headers: { cookie: plusCookie },
    })),
    same(`GET /api/debates/{id}/comments (PV+, default page: 20 threads)`, () => ({
      method: "GET",
      path: `/api/debates/${discussedId}/comments`,
      headers: { cookie: plusCookie },
    })),
  ].filter(({ name }) => !ONLY.length || ONLY.some((w) => name.toLowerCase().includes(w)));

// the bare floor answers only the app's hot debate and vote SQL; the comment scenarios measure the app alone; the
// framework floor holds only a vote and a debate page
const appOnly = (name: string) => name.includes("/comments");
const frameworkAnswers = (name: string) => name.startsWith(VOTES) || name.startsWith("GET /debate/");
const third = Math.floor(pairs.length / 3);
const appOrigin = `http://localhost:${APP_PORT}`;
const floorOrigin = `http://localhost:${FLOOR_PORT}`;
const frameworkOrigin = `http://localhost:${FRAMEWORK_PORT}`;
const plainOrigin = `http://localhost:${PLAIN_PORT}`;
const processes = { WEB_CONCURRENCY: String(PROCESSES) };
buildFrameworkFloor();
console.log(
  `\nStarting the app (npm start, NODE_ENV=production; and plain next start, one process only), the framework floor (next start of a minimal Next app) and the bare floor (node:http + pg, same SQL, JSON), ${PROCESSES} processes each`,
);
const app = await startServer(
  "scripts/start.ts",
  APP_PORT,
  // the bench's 9,000 voters all come from one loopback address: each sends its own X-Forwarded-For (voterAddress),
  // which TRUST_PROXY=1 has the app read, as behind a host's edge
  { DATABASE_URL: url, DEMO_MODE: "0", APP_URL: appOrigin, TRUST_PROXY: "1", ...processes },
  "/api/categories",
);
const floor = await startServer(
  "scripts/ops/bench/floor-server.ts",
  FLOOR_PORT,
  { DATABASE_URL: url, ...processes },
  "/debate/1",
  { nodeArgs: ["--conditions=react-server"] },
);
const framework = await startFrameworkFloor(FRAMEWORK_PORT, PROCESSES);
// the app under plain `next start` too (one process: so only when the others run one), for the votes and the debate
// page: the same Next as the framework floor's, without npm start's front (lib/serve/shared-cache.ts) in the way
const plain =
  PROCESSES === 1
    ? await startServer(
        "node_modules/next/dist/bin/next",
        PLAIN_PORT,
        { DATABASE_URL: url, DEMO_MODE: "0", APP_URL: plainOrigin, TRUST_PROXY: "1" },
        "/api/categories",
        { args: ["start"] },
      )
    : undefined;
// a run that throws (out of vote pairs, a server that died) must not leave the servers serving
process.on("exit", () => {
  for (const { pid } of [app, floor, framework, ...(plain ? [plain] : [])]) {
    try {
      process.kill(pid);
    } catch {
      // already gone
    }
  }
});
// the floor keeps nothing between requests; the app remembers the sessions it has seen (lib/auth/session.ts)
await touchSessions(appOrigin, [...cookies.values()], PROCESSES);
if (plain) await touchSessions(plainOrigin, [...cookies.values()], 1);
const appScenarios = scenarios(
  appOrigin,
  pairs.slice(0, third),
  viral.filter((_, k) => k % 3 === 0),
);
const floorScenarios = scenarios(
  floorOrigin,
  pairs.slice(third, 2 * third),
  viral.filter((_, k) => k % 3 === 1),
);
const plainScenarios = scenarios(
  plainOrigin,
  pairs.slice(2 * third),
  viral.filter((_, k) => k % 3 === 2),
);
// the framework floor stores no vote: it takes the app's third of the pairs round and round (the same bodies and
// cookies), and one debate's voters for its viral turns
const frameworkScenarios = scenarios(
  frameworkOrigin,
  pairs.slice(0, third),
  viral.filter((_, k) => k % 3 === 0),
  true,
);

// The host's other load drifts over minutes: each request is measured in ROUNDS alternating turns (app, framework
// floor, bare floor, app...), each server alone while the others idle, and each figure is the median of its turns;
// a ratio is the median of the turns' ratios, so a burst of outside load skews one round of turns, not the result.
// CPU per request (warm-up included): the server's processes, and PostgreSQL's, in ms
type Turn = LoadResult & { cpu: { server: number; database: number } };
type Who = "app" | "plain" | "framework" | "floor";
type Row = { name: string } & Record<Who, Turn[]>;
const SIDES: { key: Who; label: string; server: Server; list: Scenario[]; answers: (name: string) => boolean }[] = [
  { key: "app", label: "app", server: app, list: appScenarios, answers: () => true },
  ...(plain
    ? [
        {
          key: "plain" as const,
          label: "app next start",
          server: plain,
          list: plainScenarios,
          answers: frameworkAnswers,
        },
      ]
    : []),
  {
    key: "framework",
    label: "framework floor",
    server: framework,
    list: frameworkScenarios,
    answers: frameworkAnswers,
  },
  { key: "floor", label: "bare floor", server: floor, list: floorScenarios, answers: (name) => !appOnly(name) },
];
// the req/s ratios printed: app (npm start, and plain next start)/framework floor, framework floor/bare floor, app/bare
// floor
const RATIOS = (
  [
    ["app", "framework"],
    ["plain", "framework"],
    ["framework", "floor"],
    ["app", "floor"],
  ] as [Who, Who][]
).filter(([a, b]) => [a, b].every((who) => SIDES.some(({ key }) => key === who)));
const labelOf = (who: Who) => SIDES.find((side) => side.key === who)!.label;
const rows: Row[] = [];
const warmups: LoadResult[] = []; // the app's (both) and the bare floor's: their votes count in the check at the end
async function measure(server: Server, next: () => Req): Promise<Turn> {
  const before = cpuMark([server.pid]);
  const result = await runLoad(server.port, next, { clients: CLIENTS, seconds: SECONDS, warmup: WARMUP });
  const spent = cpuSpent(before, cpuMark([server.pid]));
  const perRequest = (key: "server" | "database") => (spent[key] * 1000) / result.sent;
  return { ...result, cpu: { server: perRequest("server"), database: perRequest("database") } };
}
const cpu = (t: Turn) => `${t.cpu.server.toFixed(2)} + db ${t.cpu.database.toFixed(2)} ms`;
const line = (r: Turn) =>
  `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, CPU/req ${cpu(r)}, statuses ${JSON.stringify(r.statuses)}`;
for (const group of new Set(appScenarios.map((s) => s.group))) {
  const members = [...appScenarios.keys()].filter((i) => appScenarios[i].group === group);
  const groupRows = members.map((i): Row => ({
    name: appScenarios[i].name,
    app: [],
    plain: [],
    framework: [],
    floor: [],
  }));
  for (const i of members) {
    for (const side of SIDES.filter(({ answers }) => answers(appScenarios[i].name))) {
      const warm = await runLoad(side.server.port, side.list[i].turn(), {
        clients: CLIENTS,
        seconds: 0,
        warmup: FIRST_WARMUP,
      });
      if (side.key !== "framework") warmups.push(warm);
    }
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [k, i] of members.entries()) {
      const { name } = appScenarios[i];
      const row = groupRows[k];
      console.log(`\n${name}, turn ${round}:`);
      for (const side of SIDES.filter(({ answers }) => answers(name))) {
        const t = await measure(side.server, side.list[i].turn());
        row[side.key].push(t);
        console.log(`  ${side.label.padEnd(15)} ${line(t)}`);
      }
      const ratios = RATIOS.filter(([a, b]) => row[a][round - 1] && row[b][round - 1]).map(
        ([a, b]) => `${labelOf(a)}/${labelOf(b)} ${(row[a][round - 1].rps / row[b][round - 1].rps).toFixed(2)}`,
      );
      if (ratios.length) console.log(`  req/s: ${ratios.join(", ")}`);
    }
  }
  rows.push(...groupRows);
}
await app.stop();
await framework.stop();
await floor.stop();
await plain?.stop();

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
console.log(
  `\nProcesses: ${PROCESSES} for each server; ${CLIENTS} clients; medians of ${ROUNDS} alternating turns of ${SECONDS} s; - where a server has no such request.`,
);
const heads = SIDES.flatMap(({ label }) => [`${label} req/s`, `${label} p50 / p99`, `${label} CPU/req`]);
const ratioHeads = RATIOS.map(([a, b]) => `${labelOf(a)}/${labelOf(b)} req/s (turns)`);
console.log(`\n| request | ${[...heads, ...ratioHeads].join(" | ")} |`);
console.log(`| --- |${" ---: |".repeat(heads.length + ratioHeads.length)}`);
for (const row of rows) {
  const of = (list: Turn[], pick: (t: Turn) => number) => median(list.map(pick));
  const cells = SIDES.flatMap(({ key }) => {
    const list = row[key];
    if (!list.length) return ["-", "-", "-"];
    return [
      of(list, (t) => t.rps).toFixed(0),
      `${of(list, (t) => t.p50).toFixed(1)} / ${of(list, (t) => t.p99).toFixed(1)} ms`,
      `${of(list, (t) => t.cpu.server).toFixed(2)} + db ${of(list, (t) => t.cpu.database).toFixed(2)} ms`,
    ];
  });
  const ratioCells = RATIOS.map(([a, b]) => {
    if (!row[a].length || !row[b].length) return "-";
    const turns = row[a].map((t, k) => t.rps / row[b][k].rps);
    return `${median(turns).toFixed(2)} (${turns.map((r) => r.toFixed(2)).join(", ")})`;
  });
  console.log(`| ${row.name} | ${[...cells, ...ratioCells].join(" | ")} |`);
}

// the viral turn against the spread one, each server: the median of the rounds' ratios (each round's turns are
// minutes apart at most, so the host's drift cancels as in the app/floor ratio)
const spreadRow = rows.find((r) => r.name.startsWith(`${VOTES} (spread`));
const viralRow = rows.find((r) => r.name.startsWith(`${VOTES} (viral`));
if (spreadRow && viralRow) {
  for (const { key: who, label } of SIDES) {
    if (!viralRow[who].length) continue;
    const ratios = viralRow[who].map((r, k) => r.rps / spreadRow[who][k].rps);
    const p99s = (list: Turn[]) => list.map((r) => r.p99.toFixed(1)).join(", ");
    console.log(
      `Viral/spread votes, ${label}: ${median(ratios).toFixed(2)} (turns ${ratios.map((r) => r.toFixed(2)).join(", ")}); ` +
        `p99 viral ${p99s(viralRow[who])} ms, spread ${p99s(spreadRow[who])} ms`,
    );
  }
}

const cdn = !ONLY.length || ONLY.some((w) => w.startsWith("visitor")) ? await visitors(debateIds) : undefined;
if (!ONLY.length || ONLY.some((w) => w.startsWith("board"))) await board();

const created = [...warmups, ...rows.flatMap((r) => [...r.app, ...r.plain, ...r.floor])].flatMap((r) => r.created);
const ok = await verifyVotes(db, votesBefore, created);
printTargets(rows, ok, cdn?.cdnP99);
await db.query("delete from session where user_id in (select id from users where username like 'bench\\_%')");
await db.end();
process.exit(ok && closingOk ? 0 : 1);
