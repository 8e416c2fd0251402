import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { solvedAltcha } from "../fixtures/altcha";
import { solveAltcha } from "../fixtures/pow";

// Issue 34 items 2 and 8 on the built app under plain `next start` (needs a build; CI builds before the tests), each
// server on a fresh embedded database: per-address limits hold whatever X-Forwarded-For says (decisions.md
// 'Deployment', 'Abuse limits'), a start that could know no client address is refused, and a demo's proof of work is
// signed with a secret of its own, not the public fallback.
const runnable = existsSync(".next/BUILD_ID");
const dir = mkdtempSync(path.join(tmpdir(), "pv-address-"));
const children: ChildProcess[] = [];
// as vitest.config.ts has it, so that a challenge made in this process is one the server would ask for
const POW = { POW_COST: "100", POW_MAX_COUNTER: "50" };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let launches = 0;
/** The built app under plain `next start` in demo mode on a fresh, migrated embedded database; resolves when ready. */
async function launch(vars: Record<string, string> = {}) {
  const db = path.join(dir, `server-${++launches}`, "db");
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "", PGLITE_DIR: db, DEMO_MODE: "1", ...POW, ...vars };
  for (const name of ["NODE_ENV", "SESSION_SECRET", "APP_URL", "TRUST_PROXY", "PORT"])
    if (!(name in vars)) delete env[name];
  if (!env.DATABASE_URL) {
    const migrated = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      env: { ...env, NODE_ENV: "development" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(migrated.status, migrated.stderr).toBe(0);
  }
  const port = await freePort();
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output: string[] = [];
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const origin = `http://localhost:${port}`;
  let up = false;
  for (let i = 0; i < 120 && !up && child.exitCode === null; i++) {
    up = await fetch(`${origin}/api/categories`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  return { child, output, exited, origin, up, db };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

/** A failed login for an account that does not exist, with this X-Forwarded-For; its status. */
const failedLogin = (origin: string, forwarded: string, i: number) =>
  fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": forwarded },
    body: JSON.stringify({ emailOrUsername: `nobody_${i}`, password: "Wrong12345" }),
  }).then((r) => r.status);

/** Sends `count` failed logins, ten at a time, the ith with forwarded(i); their statuses. */
async function failedLogins(origin: string, count: number, forwarded: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 10)
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, (_, j) => failedLogin(origin, forwarded(i + j), i + j)),
      )),
    );
  return statuses;
}

describe.skipIf(!runnable)("client addresses under plain next start (issue 34 item 2)", () => {
  it("without TRUST_PROXY counts the connection: 100 failed logins an hour, then 429, whatever X-Forwarded-For says", async () => {
    const app = await launch();
    expect(app.up, app.output.join("")).toBe(true);
    const statuses = await failedLogins(app.origin, 100, (i) => `10.${i}.0.1, 172.16.${i}.1`);
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    expect(await failedLogin(app.origin, "198.51.100.77", 100)).toBe(429);
    expect(await failedLogin(app.origin, "", 101)).toBe(429);
    app.child.kill("SIGTERM");
    await app.exited;
  }, 120_000);

  it("with TRUST_PROXY=1 counts the last X-Forwarded-For entry: rotating the others does not dodge the limit", async () => {
    const app = await launch({ TRUST_PROXY: "1" });
    expect(app.up, app.output.join("")).toBe(true);
    const statuses = await failedLogins(app.origin, 100, (i) => `10.${i}.0.1, 172.16.${i}.1, 203.0.113.9`);
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    expect(await failedLogin(app.origin, "198.51.100.77, 203.0.113.9", 100)).toBe(429);
    expect(await failedLogin(app.origin, "203.0.113.9", 101)).toBe(429);
    // another client, behind the same proxy
    expect(await failedLogin(app.origin, "203.0.113.9, 198.51.100.77", 102)).toBe(401);
    app.child.kill("SIGTERM");
    await app.exited;
  }, 120_000);

  it("refuses a production start on a serverless host without TRUST_PROXY, naming it", async () => {
    const app = await launch({
      AWS_LAMBDA_FUNCTION_NAME: "pv",
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      DEMO_MODE: "0",
      SESSION_SECRET: "s".repeat(40),
      APP_URL: "https://pv.example",
    });
    expect(await app.exited).not.toBe(0);
    expect(app.output.join("")).toMatch(/Refusing to start: TRUST_PROXY is not set/);
  }, 60_000);
});

describe.skipIf(!runnable)("the demo's secret (issue 34 item 8)", () => {
  it("is made on the first start and kept under the data directory: a proof of work signed with the public one fails", async () => {
    const app = await launch();
    expect(app.up, app.output.join("")).toBe(true);
    const secret = readFileSync(path.join(path.dirname(app.db), "session-secret"), "utf8");
    expect(secret.length).toBeGreaterThanOrEqual(32);
    // this test process has no SESSION_SECRET: its challenge is signed with lib/env.ts's public fallback
    expect(process.env.SESSION_SECRET).toBeUndefined();
    const register = (altcha: string, n: number) =>
      fetch(`${app.origin}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.origin },
        body: JSON.stringify({
          username: `forger_${n}`,
          email: `forger_${n}@example.com`,
          password: "Password123",
          confirmPassword: "Password123",
          altcha,
        }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } }));
    expect(await register(await solvedAltcha(), 1)).toEqual({
      status: 400,
      body: expect.objectContaining({ code: "CHALLENGE_FAILED" }),
    });
    // a challenge the server itself issued is solved and accepted
    const own = await fetch(`${app.origin}/api/auth/challenge`).then((r) => r.json());
    expect((await register(await solveAltcha(own), 2)).status).toBe(201);
    app.child.kill("SIGTERM");
    await app.exited;
  }, 120_000);
});
