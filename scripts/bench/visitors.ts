// The bench's visitor scenario (issue 16): mixed visitor reads (/, debate pages cycling over 200 open debates,
// /api/debates), no cookie, against (a) plain `next start`, (b) the same `next start` behind the reference CDN
// (deploy/varnish/cdn.vcl), (c) `npm start` (whatever scripts/start.ts serves), in alternating turns; then the cold
// start of plain `next start` to its first 200 on /.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runLoad, type LoadResult, type Req } from "./load";
import { startServer } from "./servers";
import { freePort, freePorts, startVarnish } from "./varnish";

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
  const [plainPort, cdnPort, startPort] = await freePorts(3);
  const env = (port: number) => ({
    DATABASE_URL: opts.databaseUrl,
    DEMO_MODE: "0",
    APP_URL: `http://localhost:${port}`,
    SESSION_SECRET: opts.sessionSecret,
  });
  const work = mkdtempSync(path.join(tmpdir(), "pv-bench-varnish-"));
  console.log("\nVisitor reads (/, /debate/{id} over 200 open debates, /api/debates; no cookie):");
  console.log("  starting (a) plain next start, (b) the same behind the reference Varnish, (c) npm start");
  const plain = await startServer(NEXT_BIN, plainPort, env(plainPort), "/api/categories", { args: ["start"] });
  const stops = [plain.stop];
  try {
    const varnish = await startVarnish({ port: cdnPort, backendPort: plainPort, workDir: work, memory: "256m" });
    stops.unshift(varnish.stop);
    const npmStart = await startServer("scripts/start.ts", startPort, env(startPort), "/api/categories");
    stops.unshift(npmStart.stop);
    const targets: Array<[label: string, port: number]> = [
      ["(a) next start", plainPort],
      ["(b) next start + Varnish", cdnPort],
      ["(c) npm start", startPort],
    ];
    for (const [, port] of targets)
      await runLoad(port, visitorReads(debateIds), { clients: opts.clients, seconds: 0, warmup: opts.firstWarmup });
    const turns: LoadResult[][] = targets.map(() => []);
    for (let round = 1; round <= opts.rounds; round++) {
      const line: string[] = [];
      for (const [k, [label, port]] of targets.entries()) {
        const r = await runLoad(port, visitorReads(debateIds), {
          clients: opts.clients,
          seconds: opts.seconds,
          warmup: opts.warmup,
        });
        turns[k].push(r);
        const ratio = k ? ` (${(r.rps / turns[0][round - 1].rps).toFixed(1)}x a)` : "";
        line.push(
          `${label} ${r.rps.toFixed(0)} req/s${ratio}, p99 ${r.p99.toFixed(1)} ms, statuses ${JSON.stringify(r.statuses)}`,
        );
      }
      console.log(`  turn ${round}: ${line.join(" | ")}`);
    }
    console.log(`\n| ${opts.clients} clients, visitor reads | req/s | p50 | p99 | ratio to (a) (turns) |`);
    console.log("| --- | ---: | ---: | ---: | ---: |");
    for (const [k, [label]] of targets.entries()) {
      const ratios = turns[k].map((r, t) => r.rps / turns[0][t].rps);
      const of = (key: "rps" | "p50" | "p99") => median(turns[k].map((r) => r[key]));
      const ratio = k ? `${median(ratios).toFixed(1)}x (${ratios.map((r) => r.toFixed(1)).join(", ")})` : "1";
      console.log(
        `| ${label} | ${of("rps").toFixed(0)} | ${of("p50").toFixed(1)} ms | ${of("p99").toFixed(1)} ms | ${ratio} |`,
      );
    }
  } finally {
    for (const stop of stops) await stop();
    rmSync(work, { recursive: true, force: true });
  }

  const colds: number[] = [];
  for (let i = 0; i < 5; i++) colds.push(await coldStart(env));
  console.log(
    `\nCold start of plain next start to its first 200 on /: median ${median(colds).toFixed(0)} ms (${colds.map((ms) => ms.toFixed(0)).join(", ")})`,
  );
}
