// npm run bench:growth (issue 27 item 4): the debate page's and the vote's cost as the tables grow. The app (npm start,
// one process) runs on each of pv_bench_<size> at once (scripts/ops/bench/growth-db.ts seeds what is missing), and each
// request is measured in alternating turns over the sizes, so the host's drift lands on every size alike; the figure
// that counts is each size's CPU per request against the smallest's. BENCH_GROWTH_SIZES=10000,100000,1000000.
import { Client } from "pg";
import { cpuMark, cpuSpent } from "./bench/cpu";
import {
  freeVotePairs,
  openDebateIds,
  openSessions,
  touchSessions,
  voterAddress,
  type VotePair,
} from "./bench/fixtures";
import { databaseUrl, growthDatabase } from "./bench/growth-db";
import { runLoad, type LoadResult, type Req } from "./bench/load";
import { startServer, type Server } from "./bench/servers";
import { freePorts } from "./bench/varnish";
import { turnSettings } from "./bench/settings";

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const { CLIENTS, SECONDS, WARMUP, FIRST_WARMUP, ROUNDS } = turnSettings();

for (const size of SIZES) {
  const seconds = await growthDatabase(size);
  if (seconds) console.log(`pv_bench_${size}: seeded in ${seconds.toFixed(0)} s`);
}

type Side = { size: number; db: Client; server: Server; pairs: VotePair[]; debateIds: number[]; votes: number };
const ports = await freePorts(SIZES.length);
const sides: Side[] = [];
process.on("exit", () => {
  for (const { server } of sides) {
    try {
      process.kill(server.pid);
    } catch {
      // already gone
    }
  }
});
for (const [k, size] of SIZES.entries()) {
  const db = new Client({ connectionString: databaseUrl(size) });
  await db.connect();
  await db.query("set statement_timeout = 0");
  await db.query("vacuum (analyze) debates, votes, session, rate_limits");
  const cookies = await openSessions(db, 4000);
  const pairs = await freeVotePairs(db, cookies, 3);
  const debateIds = await openDebateIds(db);
  const origin = `http://localhost:${ports[k]}`;
  const server = await startServer(
    "scripts/start.ts",
    ports[k],
    // as scripts/ops/bench.ts runs the app: each voter's own X-Forwarded-For (voterAddress), read with TRUST_PROXY=1
    { DATABASE_URL: databaseUrl(size), DEMO_MODE: "0", APP_URL: origin, TRUST_PROXY: "1", WEB_CONCURRENCY: "1" },
    "/api/categories",
  );
  await touchSessions(origin, [...cookies.values()], 1);
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from votes");
  console.log(`pv_bench_${size}: ${rows[0].n} votes, ${debateIds.length} open debates, ${pairs.length} vote pairs`);
  sides.push({ size, db, server, pairs, debateIds, votes: 0 });
}

const page = (side: Side) => {
  let d = 0;
  return (): Req => ({ method: "GET", path: `/debate/${side.debateIds[d++ % side.debateIds.length]}` });
};
const vote = (side: Side) => (): Req => {
  const p = side.pairs[side.votes++];
  if (!p) throw new Error(`pv_bench_${side.size}: out of unused vote pairs; lower BENCH_SECONDS`);
  const body = JSON.stringify({ debateId: p.debateId, position: side.votes % 3 ? "A" : "B" });
  const headers = {
    cookie: p.cookie,
    origin: `http://localhost:${side.server.port}`,
    "content-type": "application/json",
    "x-forwarded-for": voterAddress(p.userId),
  };
  return { method: "POST", path: "/api/votes", body, headers };
};
const REQUESTS = [
  { name: "GET /debate/{id} (no cookie, open debates in turn)", of: page },
  { name: "POST /api/votes (spread)", of: vote },
];

type Turn = LoadResult & { server: number; database: number };
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const table: string[] = [];
for (const { name, of } of REQUESTS) {
  const makers = sides.map(of);
  for (const [k, side] of sides.entries())
    await runLoad(side.server.port, makers[k], { clients: CLIENTS, seconds: 0, warmup: FIRST_WARMUP });
  const turns: Turn[][] = sides.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [k, side] of sides.entries()) {
      const before = cpuMark([side.server.pid]);
      const r = await runLoad(side.server.port, makers[k], { clients: CLIENTS, seconds: SECONDS, warmup: WARMUP });
      const spent = cpuSpent(before, cpuMark([side.server.pid]));
      const t = { ...r, server: (spent.server * 1000) / r.sent, database: (spent.database * 1000) / r.sent };
      turns[k].push(t);
      console.log(
        `${name}, ${side.size} debates, turn ${round}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, CPU/req ${t.server.toFixed(2)} + db ${t.database.toFixed(2)} ms, statuses ${JSON.stringify(r.statuses)}`,
      );
    }
  }
  for (const [k, side] of sides.entries()) {
    const of = (pick: (t: Turn) => number) => median(turns[k].map(pick));
    const cpu = (t: Turn) => t.server + t.database;
    const ratio = median(turns[k].map((t, r) => cpu(t) / cpu(turns[0][r])));
    table.push(
      `| ${name} | ${side.size.toLocaleString("en-US")} | ${of((t) => t.rps).toFixed(0)} | ${of((t) => t.p50).toFixed(1)} / ${of((t) => t.p99).toFixed(1)} ms | ${of((t) => t.server).toFixed(2)} + db ${of((t) => t.database).toFixed(2)} ms | ${ratio.toFixed(2)} |`,
    );
  }
}
console.log(
  `\n${CLIENTS} clients, one process each, medians of ${ROUNDS} alternating turns of ${SECONDS} s; CPU (app + PostgreSQL) per request against the smallest database's in the same round:\n`,
);
console.log("| request | debates | req/s | p50 / p99 | CPU/req | CPU vs smallest |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const line of table) console.log(line);
for (const side of sides) {
  await side.server.stop();
  await side.db.query("delete from session where user_id in (select id from users where username like 'bench\\_%')");
  await side.db.end();
}
