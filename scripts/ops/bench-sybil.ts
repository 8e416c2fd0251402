// npm run bench:sybil: the fake-ballot attack of issue 25, against the built app under plain `next start` on PostgreSQL
// (TRUST_PROXY on, as behind a host's edge; the development mailbox stands in for an attacker's catch-all mail domain).
// Four clients in one process register, verify, sign in and vote for a bounded time per scenario; the scenario ends
// early once registration is refused three times in a row. Prints, per scenario, the ballots accepted, the rate per
// hour (a scenario stopped by a limit of an hour's window yields its accepted count per hour), the limits hit, and the
// client CPU seconds each fake account cost (proof of work included, when the app asks for it).
import { Client, Pool } from "pg";
import { cpuSeconds } from "./bench/cpu";
import { startServer } from "./bench/servers";
import { solveChallengeFor } from "./bench/sybil-proof";
import { prepareDatabase } from "../../lib/db/prepare";
import { openPostgres } from "../../lib/db";
import { SESSION_SECRET } from "./bench/settings";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_SYBIL_DB ?? "pv_bench_sybil";
const SECONDS = Number(process.env.BENCH_SYBIL_SECONDS ?? 90);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const PORT = 3310;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "SybilPass123";

type Scenario = {
  name: string;
  /** the address registration (and verification, sign-in) comes from, for the nth account */
  registerFrom: (n: number) => string;
  voteFrom: (n: number) => string;
  email: (n: number, run: string) => string;
  /** a fixed number of attempts instead of the time bound */
  attempts?: number;
};

const rand = (bits: number) => Math.floor(Math.random() * 2 ** bits);
const hex = () => rand(16).toString(16);
const v6In64 = () => `2001:db8:5:64:${hex()}:${hex()}:${hex()}:${hex()}`;
const DISPOSABLE = ["mailinator.com", "guerrillamail.com", "10minutemail.com"];

const SCENARIOS: Scenario[] = [
  {
    name: "one client address",
    registerFrom: () => "203.0.113.7",
    voteFrom: () => "203.0.113.7",
    email: (n, run) => `sybil-a-${run}-${n}@catchall.example.net`,
  },
  {
    name: "addresses rotating in one IPv6 /64",
    registerFrom: v6In64,
    voteFrom: v6In64,
    email: (n, run) => `sybil-b-${run}-${n}@catchall.example.net`,
  },
  {
    name: "registrations rotating in one IPv4 /24, votes from one address",
    registerFrom: (n) => `198.51.100.${(n % 254) + 1}`,
    voteFrom: () => "198.51.100.200",
    email: (n, run) => `sybil-c-${run}-${n}@catchall.example.net`,
  },
  {
    name: "disposable domains (3) and one Gmail mailbox written four ways, each from its own network",
    registerFrom: (n) => `192.0.${n}.9`,
    voteFrom: (n) => `192.0.${n}.9`,
    email: (n, run) =>
      n < 3
        ? `sybil-d-${run}@${DISPOSABLE[n]}`
        : [
            `sybil.d.${run}@gmail.com`,
            `sybild${run}+one@gmail.com`,
            `SybilD${run}@GMAIL.com`,
            `sybi.ld${run}@googlemail.com`,
          ][n - 3],
    attempts: 7,
  },
];

const admin = new Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
await admin.end();
const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;
const DATABASE_URL = url.toString();

process.env.DEMO_MODE = "1";
process.env.DATABASE_URL = DATABASE_URL;
const handle = openPostgres(DATABASE_URL);
await prepareDatabase(handle, () => {});
await handle.close();

// the four clients read the mailbox at once: a pool, not one client
const db = new Pool({ connectionString: DATABASE_URL, max: CLIENTS });
const {
  rows: [{ id: debateId }],
} = await db.query<{ id: number }>(
  "select id from debates where is_active and voting_ends_at > now() + interval '1 hour' order by id limit 1",
);

const server = await startServer(
  "node_modules/next/dist/bin/next",
  PORT,
  {
    DATABASE_URL,
    DEMO_MODE: "1",
    TRUST_PROXY: "1",
    APP_URL: BASE,
    NODE_ENV: "production",
    SESSION_SECRET,
  },
  "/api/categories",
  { args: ["start", "-p", String(PORT)] },
);

async function call(path: string, from: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "x-forwarded-for": from,
      origin: BASE,
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

async function tokenFor(email: string): Promise<string | null> {
  const { rows } = await db.query<{ text: string }>(
    "select text from dev_mailbox where lower(\"to\") = lower($1) and kind = 'verification' order by id desc limit 1",
    [email],
  );
  return rows[0]?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? null;
}

/** One fake account from registration to ballot; says how far it got. */
async function fake(scenario: Scenario, n: number, run: string): Promise<string> {
  const from = scenario.registerFrom(n);
  const email = scenario.email(n, run);
  const username = `s${run}${n}`.slice(0, 20);
  const altcha = await solveChallengeFor(BASE, from);
  const registered = await call("/api/auth/register", from, {
    method: "POST",
    body: { username, email, password: PASSWORD, confirmPassword: PASSWORD, ...(altcha ? { altcha } : {}) },
  });
  if (registered.status === 429) return "register-429";
  if (registered.status !== 201 && registered.status !== 200) return `register-${registered.status}`;
  const token = await tokenFor(email);
  if (!token) return "no-mail";
  const verified = await call(`/api/auth/verify-email?token=${token}`, from);
  if (verified.status !== 200) return `verify-${verified.status}`;
  const login = await call("/api/auth/login", from, {
    method: "POST",
    body: { emailOrUsername: username, password: PASSWORD },
  });
  if (login.status !== 200) return `login-${login.status}`;
  const vote = await call("/api/votes", scenario.voteFrom(n), {
    method: "POST",
    body: { debateId, position: "A" },
    cookie: login.cookie,
  });
  return vote.status === 200 || vote.status === 201 ? "voted" : `vote-${vote.status}`;
}

console.log(`Debate ${debateId}; ${CLIENTS} clients; at most ${SECONDS} s per scenario\n`);
const rows: string[] = [];
for (const scenario of SCENARIOS) {
  const run = Date.now().toString(36).slice(-5);
  const outcomes = new Map<string, number>();
  let next = 0;
  let refusedInRow = 0;
  let limited = false;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!limited && (scenario.attempts ? next < scenario.attempts : performance.now() < until)) {
        const outcome = await fake(scenario, next++, run);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        refusedInRow = outcome === "register-429" ? refusedInRow + 1 : 0;
        if (refusedInRow >= 3) limited = true;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const attempts = [...outcomes.values()].reduce((a, b) => a + b, 0);
  const voted = outcomes.get("voted") ?? 0;
  const registered = attempts - [...outcomes].filter(([o]) => o.startsWith("register-")).reduce((a, [, c]) => a + c, 0);
  const perHour = scenario.attempts || limited ? voted : Math.round((voted * 3600) / seconds);
  const cpuPerAccount = registered ? (cpu.user + cpu.system) / 1e6 / registered : 0;
  const detail = [...outcomes].map(([o, c]) => `${o} ${c}`).join(", ");
  rows.push(
    `| ${scenario.name} | ${voted} of ${attempts} | ${seconds.toFixed(1)} s | ${perHour}${limited ? " (limit reached)" : ""} | ${cpuPerAccount.toFixed(2)} s | ${detail} |`,
  );
  console.log(rows.at(-1));
}

console.log("\n| attack | ballots accepted | time | accepted per hour | client CPU per account | outcomes |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
console.log(`\n(server CPU seconds over the run: ${cpuSeconds(server.pid).server.toFixed(1)})`);
await db.end();
await server.stop();
