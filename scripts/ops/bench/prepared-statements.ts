// What named prepared statements buy (DB_PREPARED_STATEMENTS=1, direct connections only: docs/deploy.md): plain
// `next start` twice on DATABASE_URL (filled by npm run db:seed:large), one with them and one without, measured in
// alternating turns, each alone while the other idles, on the hot reads and the vote.
//   DATABASE_URL=... node --import tsx scripts/ops/bench/prepared-statements.ts
//   (BENCH_PORT, BENCH_SECONDS, BENCH_ROUNDS)
import { existsSync } from "node:fs";
import { Client } from "pg";
import { freeVotePairs, openSessions, touchSessions, voterAddress, type VotePair } from "./fixtures";
import { runLoad, type LoadResult, type Req } from "./load";
import { startServer, type Server } from "./servers";
import { SESSION_SECRET, turnSettings } from "./settings";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the PostgreSQL database filled by npm run db:seed:large");
if (!existsSync(".next/BUILD_ID")) throw new Error("No build: run npm run build first");
const PORT = Number(process.env.BENCH_PORT ?? 3302);
const { CLIENTS, SECONDS, ROUNDS } = turnSettings({ seconds: 5 });

const db = new Client({ connectionString: url });
await db.connect();
await db.query("set statement_timeout = 0");
const cookies = await openSessions(db, 2000);
const pairs = await freeVotePairs(db, cookies, 8);
await db.end();

const variants = [
  { name: "unnamed (default)", flag: "0", port: PORT },
  { name: "named (DB_PREPARED_STATEMENTS=1)", flag: "1", port: PORT + 1 },
];
const servers: Server[] = [];
// a run that throws must not leave its servers serving
process.on("exit", () => {
  for (const { pid } of servers) {
    try {
      process.kill(pid);
    } catch {
      // already gone
    }
  }
});
for (const v of variants) {
  const origin = `http://localhost:${v.port}`;
  const env = {
    DATABASE_URL: url,
    DEMO_MODE: "0",
    NODE_ENV: "production",
    APP_URL: origin,
    SESSION_SECRET,
    DB_PREPARED_STATEMENTS: v.flag,
    // each voter's own X-Forwarded-For (voterAddress) counts
    TRUST_PROXY: "1",
  };
  servers.push(
    await startServer("node_modules/next/dist/bin/next", v.port, env, "/api/categories", {
      args: ["start", "-p", String(v.port)],
    }),
  );
  await touchSessions(origin, [...cookies.values()], 1);
}

const votes = (origin: string, list: VotePair[]) => {
  let i = 0;
  return (): Req => {
    const p = list[i++];
    if (!p) throw new Error("Ran out of vote pairs: lower BENCH_SECONDS");
    const headers = {
      cookie: p.cookie,
      origin,
      "content-type": "application/json",
      "x-forwarded-for": voterAddress(p.userId),
    };
    return {
      method: "POST",
      path: "/api/votes",
      body: JSON.stringify({ debateId: p.debateId, position: i % 2 ? "A" : "B" }),
      headers,
    };
  };
};
const half = Math.floor(pairs.length / 2);
const scenarios: { name: string; next: (k: number) => () => Req }[] = [
  { name: "GET /api/debates", next: () => () => ({ method: "GET", path: "/api/debates" }) },
  {
    name: "GET /api/debates?search=nuclear",
    next: () => () => ({ method: "GET", path: "/api/debates?search=nuclear" }),
  },
];
const voteTurns = variants.map((v, k) => votes(`http://localhost:${v.port}`, pairs.slice(k * half, (k + 1) * half)));
scenarios.push({ name: "POST /api/votes", next: (k) => voteTurns[k] });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: string[] = [];
for (const s of scenarios) {
  const turns: LoadResult[][] = variants.map(() => []);
  for (const [k, v] of variants.entries())
    await runLoad(v.port, s.next(k), { clients: CLIENTS, seconds: 0, warmup: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, v] of variants.entries()) {
      const r = await runLoad(v.port, s.next(k), { clients: CLIENTS, seconds: SECONDS, warmup: 1 });
      turns[k].push(r);
      console.log(
        `${s.name}, ${v.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${JSON.stringify(r.statuses)}`,
      );
    }
  }
  const [off, on] = turns.map((t) => median(t.map((r) => r.rps)));
  const p50 = turns.map((t) => median(t.map((r) => r.p50)).toFixed(1));
  rows.push(
    `| ${s.name} | ${off.toFixed(0)} (p50 ${p50[0]} ms) | ${on.toFixed(0)} (p50 ${p50[1]} ms) | ${(on / off).toFixed(2)} |`,
  );
}
for (const server of servers) await server.stop();
console.log(
  `\n${CLIENTS} clients, medians of ${ROUNDS} alternating turns of ${SECONDS} s, plain next start, direct connection:`,
);
console.log("| request | unnamed req/s | named req/s | named/unnamed |\n| --- | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
