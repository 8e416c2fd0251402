// npm run bench:register-timing: does POST /api/auth/register answer a taken email in the time it answers a fresh one
// (decisions.md 'Accounts and sessions': same status, body and timing; issue 34 item 9)? Against the built app under
// plain `next start` on a fresh PostgreSQL database, in demo mode (the mail is sent before the answer) and with demo
// mode off (the mail goes after it). Each registration comes from its own network (TRUST_PROXY=1) and carries a
// proof of work solved before the clock starts (POW_COST made cheap: the work is the same for both and not measured).
// Taken and fresh alternate, the order swapping every pair, so the host's drift falls on both alike; the figure is
// the ratio taken/fresh of the medians, with the median of the pairs' own ratios and its spread (p10 to p90).
// BENCH_REGISTER_RUNS pairs per mode (default 100) after BENCH_REGISTER_WARMUP unmeasured pairs (default 10);
// BENCH_REGISTER_MODES (default "demo,production"); BENCH_REGISTER_APP: the built checkout (default "."); the
// PostgreSQL server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres (database pv_bench_register).
import { execFileSync } from "node:child_process";
import { openSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client } from "pg";
import { solveAltcha } from "../../../tests/fixtures/pow";
import { startServer, type Server } from "./servers";
import { SESSION_SECRET } from "./settings";
import { freePorts } from "./varnish";

const RUNS = Number(process.env.BENCH_REGISTER_RUNS ?? 100);
const WARMUP = Number(process.env.BENCH_REGISTER_WARMUP ?? 10);
const MODES = (process.env.BENCH_REGISTER_MODES ?? "demo,production").split(",") as ("demo" | "production")[];
const APP = resolve(process.env.BENCH_REGISTER_APP ?? ".");
const ADMIN = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = "pv_bench_register";
const PASSWORD = "BenchPass123";

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  return sorted[Math.floor(at)] + (sorted[Math.ceil(at)] - sorted[Math.floor(at)]) * (at - Math.floor(at));
};
const ms = (n: number) => n.toFixed(1);

async function freshDatabase(): Promise<string> {
  const admin = new Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${NAME} with (force)`);
  await admin.query(`create database ${NAME}`);
  await admin.end();
  const url = new URL(ADMIN);
  url.pathname = `/${NAME}`;
  execFileSync("npm", ["run", "--silent", "db:migrate"], {
    cwd: APP,
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: "inherit",
  });
  return url.toString();
}

let network = 0;
/** One registration from a network of its own: the challenge fetched and solved, then the timed call. */
async function register(base: string, email: string, username: string) {
  network += 1;
  const headers = { "x-forwarded-for": `10.${(network >> 8) & 255}.${network & 255}.9` };
  const challenge = await (await fetch(`${base}/api/auth/challenge`, { headers })).json();
  const altcha = await solveAltcha(challenge);
  const body = JSON.stringify({ username, email, password: PASSWORD, confirmPassword: PASSWORD, altcha });
  const started = performance.now();
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", origin: base },
    body,
  });
  const text = await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${text}`);
  return { ms: elapsed, text };
}

async function measure(mode: "demo" | "production") {
  const database = await freshDatabase();
  const [port] = await freePorts(1);
  const base = `http://localhost:${port}`;
  const server: Server = await startServer(
    "node_modules/next/dist/bin/next",
    port,
    {
      DATABASE_URL: database,
      DEMO_MODE: mode === "demo" ? "1" : "0",
      APP_URL: base,
      SESSION_SECRET,
      TRUST_PROXY: "1",
      POW_COST: "100",
      POW_MAX_COUNTER: "50",
      RESEND_API_KEY: "",
    },
    "/api/categories",
    { args: ["start", "-p", String(port)], cwd: APP, logFd: openSync(join(tmpdir(), `${NAME}-${mode}.log`), "w") },
  );
  try {
    const tag = Date.now().toString(36);
    const owner = `owner-${tag}@example.com`;
    await register(base, owner, `owner_${tag}`);
    const times = { taken: [] as number[], fresh: [] as number[] };
    const ratios: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const run = {
        taken: () => register(base, owner, `taken_${tag}_${i}`),
        fresh: () => register(base, `fresh-${tag}-${i}@example.com`, `fresh_${tag}_${i}`),
      };
      const order = i % 2 ? (["fresh", "taken"] as const) : (["taken", "fresh"] as const);
      const pair = { taken: 0, fresh: 0 };
      for (const kind of order) {
        const { ms: elapsed, text } = await run[kind]();
        pair[kind] = elapsed;
        bodies.add(text);
      }
      if (i < WARMUP) continue;
      times.taken.push(pair.taken);
      times.fresh.push(pair.fresh);
      ratios.push(pair.taken / pair.fresh);
    }
    return { times, ratios, sameBody: bodies.size === 1 };
  } finally {
    await server.stop();
  }
}

console.log(`POST /api/auth/register, taken against fresh email: ${RUNS} alternating pairs per mode (${APP})`);
const rows: string[] = [];
for (const mode of MODES) {
  const { times, ratios, sameBody } = await measure(mode);
  const cells = (values: number[]) =>
    `${ms(quantile(values, 0.5))} | ${ms(quantile(values, 0.1))} to ${ms(quantile(values, 0.9))}`;
  const ratio = quantile(times.taken, 0.5) / quantile(times.fresh, 0.5);
  rows.push(
    `| ${mode} | ${cells(times.taken)} | ${cells(times.fresh)} | ${ratio.toFixed(2)} | ` +
      `${quantile(ratios, 0.5).toFixed(2)} (${quantile(ratios, 0.1).toFixed(2)} to ${quantile(ratios, 0.9).toFixed(2)}) | ` +
      `${sameBody ? "yes" : "NO"} |`,
  );
  console.log(rows[rows.length - 1]);
}
console.log(
  `\nload average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")}\n`,
);
console.log(
  "| mode | taken: median ms | taken: p10 to p90 | fresh: median ms | fresh: p10 to p90 | taken/fresh (medians) | pairs' ratio: median (p10 to p90) | same body |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
for (const row of rows) console.log(row);
