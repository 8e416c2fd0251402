// The bench's visitor scenario (issue 16): mixed visitor reads (/, debate pages cycling over 200 open debates,
// /api/debates), no cookie, against (a) plain `next start`, (b) the same `next start` behind the reference CDN
// (deploy/varnish/cdn.vcl), (c) `npm start` (whatever scripts/start.ts serves), and the two floors (issue 27): (d) the
// framework floor (framework-floor-server.ts) and (e) the bare floor (floor-server.ts), in alternating turns, with the
// CPU per request of each; then the cold start of plain `next start` to its first 200 on /.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cpuMark, cpuSpent, type CpuMark } from "./cpu";
import { buildFrameworkFloor, startFrameworkFloor } from "./framework-floor-server";
import { runLoad, type LoadResult, type Req } from "./load";
import { startServer } from "./servers";
import { freePort, freePorts, startVarnish, varnishCounters, type VarnishCounters } from "./varnish";

const NEXT_BIN = "node_modules/next/dist/bin/next";
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Of every four requests: the home page, two debate pages (the next of the cycle each), the list. */
function visitorReads(debateIds: number[]): () => Req {
  let i = 0;
  let d = 0;
  return () => {
    const k = i++ % 4;
    if (k === 0) return { method: "GET", path: "/" };
    if (k === 3) return { method: "GET", path: "/api/debates" };
    return { method: "GET", path: `/debate/${debateIds[d++ % debateIds.length]}` };
  };
}

/**
 * The same mix on the framework floor, which holds one page and one handler: each page read (the home page and the
 * debate pages) renders its debate page, and the list read (a handler's JSON) is its vote handler.
 */
function frameworkReads(debateIds: number[]): () => Req {
  let i = 0;
  let d = 0;
  return () => {
    const debateId = debateIds[d++ % debateIds.length];
    if (i++ % 4 < 3) return { method: "GET", path: `/debate/${debateId}` };
    const body = JSON.stringify({ debateId, position: "A" });
    return { method: "POST", path: "/api/votes", body, headers: { "content-type": "application/json" } };
  };
}

/**
 * Where (b)'s time goes: the answers Varnish gave from its store (a grace hit among them) and those it fetched, each
 * with its p99; its counters over the turn (grace hits, requests that waited for another's fetch of the same page,
 * fetches); the CPU per request of Varnish's processes and of its origin's apart.
 */
function cdnReport(r: LoadResult, before: VarnishCounters, after: VarnishCounters, pids: number[], marks: CpuMark[]) {
  const delta = (c: keyof VarnishCounters) => after[c] - before[c];
  const classes = Object.entries(r.classes)
    .map(([name, c]) => `${name} ${c.n} (p50 ${c.p50.toFixed(1)}, p99 ${c.p99.toFixed(1)} ms)`)
    .join(", ");
  const cpu = pids.map((pid, i) => ((cpuSpent(marks[i], cpuMark([pid])).server * 1000) / r.sent).toFixed(2));
  console.log(
    `      (b) answers: ${classes}; Varnish: ${delta("cache_hit")} hits of which ${delta("cache_hit_grace")} in grace, ` +
      `${delta("cache_miss")} misses, ${delta("busy_sleep")} waits on another's fetch, ${delta("backend_req")} fetches ` +
      `(warm-up included); CPU/req Varnish ${cpu[0]} ms, origin ${cpu[1]} ms`,
  );
}

/** Milliseconds from spawning plain `next start` to its first 200 on / (polled every 20 ms). */
async function coldStart(env: (port: number) => Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [NEXT_BIN, "start"], {
    env: { ...process.env, ...env(port), PORT: String(port) },
    stdio: "ignore",
  });
  try {
    while (performance.now() - started < 60_000) {
      if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
      const status = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.arrayBuffer().then(() => r.status),
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("next start gave no 200 on / within 60 s");
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  }
}

export async function benchVisitors(opts: {
  databaseUrl: string;
  debateIds: number[];
  clients: number;
  seconds: number;
  warmup: number;
  firstWarmup: number;
  rounds: number;
  sessionSecret: string;
}) {
  const debateIds = opts.debateIds.slice(0, 200);
  if (debateIds.length < 200)
    throw new Error(`The visitor scenario cycles over 200 open debates; the database has ${debateIds.length}`);
  buildFrameworkFloor();
  const [plainPort, cdnPort, startPort, frameworkPort, floorPort] = await freePorts(5);
  const env = (port: number) => ({
    DATABASE_URL: opts.databaseUrl,
    DEMO_MODE: "0",
    APP_URL: `http://localhost:${port}`,
    SESSION_SECRET: opts.sessionSecret,
  });
  let cdnP99 = NaN;
  const work = mkdtempSync(path.join(tmpdir(), "pv-bench-varnish-"));
  console.log("\nVisitor reads (/, /debate/{id} over 200 open debates, /api/debates; no cookie):");
  console.log(
    "  starting (a) plain next start, (b) the same behind the reference Varnish, (c) npm start, (d) the framework floor, (e) the bare floor",
  );
  console.log(
    "  (d) and (e) run one process each, as (a) does; (d) renders its debate page for each page read and answers its vote handler for the list read",
  );
  const plain = await startServer(NEXT_BIN, plainPort, env(plainPort), "/api/categories", { args: ["start"] });
  const stops = [plain.stop];
  try {
    const varnish = await startVarnish({ port: cdnPort, backendPort: plainPort, workDir: work, memory: "256m" });
    stops.unshift(varnish.stop);
    const npmStart = await startServer("scripts/start.ts", startPort, env(startPort), "/api/categories");
    stops.unshift(npmStart.stop);
    const framework = await startFrameworkFloor(frameworkPort, 1);
    stops.unshift(framework.stop);
    const bare = await startServer(
      "scripts/ops/bench/floor-server.ts",
      floorPort,
      { DATABASE_URL: opts.databaseUrl, WEB_CONCURRENCY: "1" },
      `/debate/${debateIds[0]}`,
      { nodeArgs: ["--conditions=react-server"] },
    );
    stops.unshift(bare.stop);
    // a target's CPU is its processes' ((b): Varnish's and its origin's, (a))
    const targets: Array<{ label: string; port: number; reads: (ids: number[]) => () => Req; pids: number[] }> = [
      { label: "(a) next start", port: plainPort, reads: visitorReads, pids: [plain.pid] },
      { label: "(b) next start + Varnish", port: cdnPort, reads: visitorReads, pids: [varnish.pid, plain.pid] },
      { label: "(c) npm start", port: startPort, reads: visitorReads, pids: [npmStart.pid] },
      { label: "(d) framework floor", port: frameworkPort, reads: frameworkReads, pids: [framework.pid] },
      { label: "(e) bare floor", port: floorPort, reads: visitorReads, pids: [bare.pid] },
    ];
    for (const { port, reads } of targets)
      await runLoad(port, reads(debateIds), { clients: opts.clients, seconds: 0, warmup: opts.firstWarmup });
    type Turn = LoadResult & { cpu: { server: number; database: number } };
    const turns: Turn[][] = targets.map(() => []);
    for (let round = 1; round <= opts.rounds; round++) {
      console.log(`  turn ${round}:`);
      for (const [k, { label, port, reads, pids }] of targets.entries()) {
        const cdn = pids.includes(varnish.pid);
        const before = cpuMark(pids);
        const counted = cdn ? varnishCounters(work) : undefined;
        const perPid = cdn ? pids.map((pid) => cpuMark([pid])) : [];
        const r = await runLoad(port, reads(debateIds), {
          clients: opts.clients,
          seconds: opts.seconds,
          warmup: opts.warmup,
          // Varnish names two transactions in X-Varnish on a hit (this one and the stored object's), one otherwise
          classify: cdn ? (h) => (String(h["x-varnish"] ?? "").includes(" ") ? "hit" : "miss or pass") : undefined,
        });
        const spent = cpuSpent(before, cpuMark(pids));
        if (counted) cdnReport(r, counted, varnishCounters(work), pids, perPid);
        const perRequest = (key: "server" | "database") => (spent[key] * 1000) / r.sent;
        turns[k].push({ ...r, cpu: { server: perRequest("server"), database: perRequest("database") } });
        const ratio = k ? ` (${(r.rps / turns[0][round - 1].rps).toFixed(1)}x a)` : "";
        console.log(
          `    ${label.padEnd(25)} ${r.rps.toFixed(0)} req/s${ratio}, p99 ${r.p99.toFixed(1)} ms, CPU/req ${perRequest("server").toFixed(2)} + db ${perRequest("database").toFixed(2)} ms, statuses ${JSON.stringify(r.statuses)}`,
        );
      }
    }
    console.log(`\n| ${opts.clients} clients, visitor reads | req/s | p50 | p99 | CPU/req | ratio to (a) (turns) |`);
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    const ratios = (a: number, b: number) => turns[a].map((r, t) => r.rps / turns[b][t].rps);
    const said = (list: number[]) => `${median(list).toFixed(2)} (${list.map((r) => r.toFixed(2)).join(", ")})`;
    for (const [k, { label }] of targets.entries()) {
      const of = (pick: (t: Turn) => number) => median(turns[k].map(pick));
      const ratio = k ? said(ratios(k, 0)) : "1";
      const cpu = `${of((t) => t.cpu.server).toFixed(2)} + db ${of((t) => t.cpu.database).toFixed(2)} ms`;
      console.log(
        `| ${label} | ${of((t) => t.rps).toFixed(0)} | ${of((t) => t.p50).toFixed(1)} ms | ${of((t) => t.p99).toFixed(1)} ms | ${cpu} | ${ratio} |`,
      );
    }
    cdnP99 = median(turns[1].map((t) => t.p99));
    console.log(
      `\nVisitor reads, req/s: app (a) / framework floor (d) ${said(ratios(0, 3))}; framework floor (d) / bare floor (e) ${said(ratios(3, 4))}; app (a) / bare floor (e) ${said(ratios(0, 4))}`,
    );
  } finally {
    for (const stop of stops) await stop();
    rmSync(work, { recursive: true, force: true });
  }

  const colds: number[] = [];
  for (let i = 0; i < 5; i++) colds.push(await coldStart(env));
  console.log(
    `\nCold start of plain next start to its first 200 on /: median ${median(colds).toFixed(0)} ms (${colds.map((ms) => ms.toFixed(0)).join(", ")})`,
  );
  return { cdnP99 };
}
