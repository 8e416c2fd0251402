import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDbHandle } from "../../lib/db";
import { env as appEnv } from "../../lib/env";
import { createCategory, insertDebate } from "../fixtures/debates";
import { solveAltcha } from "../fixtures/pow";
import { createUser, login } from "../fixtures/users";

// Issue 29 item 3, end to end: the built app under plain `next start`, its OTLP endpoint a receiver in this test (no
// collector binary, no network), and the trace of one vote as the receiver gets it. PostgreSQL only: the server and
// this test share the file's database.
const runnable = existsSync(".next/BUILD_ID") && !!process.env.TEST_DATABASE_URL;

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: Record<string, unknown> }[];
};
const received: OtlpSpan[] = [];
let receiver: Server | undefined;
let app: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** An OTLP/HTTP JSON receiver: every span of every POST /v1/traces, kept. */
async function startReceiver() {
  const port = await freePort();
  receiver = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.url === "/v1/traces") {
        const { resourceSpans = [] } = JSON.parse(body) as {
          resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[];
        };
        for (const r of resourceSpans) for (const s of r.scopeSpans ?? []) received.push(...(s.spans ?? []));
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  }).listen(port, "127.0.0.1");
  return `http://127.0.0.1:${port}`;
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

let origin = "";

/** The built app under plain `next start`, in demo mode, its traces sent to the receiver; resolves once it answers. */
async function startApp() {
  const url = getDbHandle().pool?.options.connectionString;
  expect(url).toBeTruthy();
  const endpoint = await startReceiver();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: url,
    DEMO_MODE: "1",
    APP_URL: origin,
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_SERVICE_NAME: "pv-trace-test",
    // the secret this test seals its sessions with (a demo server would make its own: lib/demo-secret.ts)
    SESSION_SECRET: appEnv().SESSION_SECRET,
  };
  for (const name of ["NODE_ENV", "PORT", "TRUST_PROXY"]) delete env[name];
  app = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: env as NodeJS.ProcessEnv,
    stdio: "ignore",
  });
  let ready = false;
  for (let i = 0; i < 120 && !ready; i++) {
    ready = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  expect(ready).toBe(true);
}

/** Waits for a span that `match` finds (the SDK sends in batches, every few seconds), then for the batch after it. */
async function spanArrives(match: (span: OtlpSpan) => boolean) {
  let found: OtlpSpan | undefined;
  for (let i = 0; i < 60 && !found; i++) {
    found = received.find(match);
    if (!found) await new Promise((r) => setTimeout(r, 500));
  }
  expect(found).toBeDefined();
  await new Promise((r) => setTimeout(r, 6000));
  return found!;
}

afterAll(() => {
  app?.kill("SIGTERM");
  receiver?.close();
});

describe.skipIf(!runnable)("traces sent to an OTLP collector", () => {
  beforeAll(startApp, 120_000);

  it("a vote's trace arrives whole: Next's request span, vote.cast under it, its queries under that", async () => {
    const debate = await insertDebate({ categoryId: (await createCategory()).id });
    const cookie = await login(await createUser({ username: "otlp_voter" }));

    const res = await fetch(`${origin}/api/votes`, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/json" },
      body: JSON.stringify({ debateId: debate.id, position: "B" }),
    });
    expect(res.status).toBe(201);
    const requestId = res.headers.get("x-request-id");

    const vote = await spanArrives((s) => s.name === "vote.cast");
    const trace = received.filter((s) => s.traceId === vote.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const root = trace.find((s) => !s.parentSpanId || !byId.has(s.parentSpanId))!;
    expect(root.name).toMatch(/POST/);
    // Next's request span (or its child that runs the handler) carries the answer's request id
    expect(trace.some((s) => attribute(s, "http.request.id") === requestId)).toBe(true);
    const ancestors = (s: OtlpSpan): string[] =>
      s.parentSpanId && byId.has(s.parentSpanId) ? [s.parentSpanId, ...ancestors(byId.get(s.parentSpanId)!)] : [];
    expect(ancestors(vote)).toContain(root.spanId);
    // the ballot's one statement (CTEs inserting the ballot and its shard row, named by its main verb)
    const ballot = trace.find((s) => s.name === "SELECT ballot")!;
    expect(ballot).toBeDefined();
    expect(ancestors(ballot)).toContain(vote.spanId);
    expect(attribute(ballot, "db.response.returned_rows")).toBe(1);
    // nothing personal anywhere in it
    expect(JSON.stringify(trace)).not.toMatch(/otlp_voter|@example|"B"/);

    // the tree, as docs/deploy.md shows it
    const depth = (s: OtlpSpan) => ancestors(s).length;
    const lines = trace
      .slice()
      .sort((a, b) => depth(a) - depth(b))
      .map((s) => `${"  ".repeat(depth(s))}${s.name}`);
    console.info(lines.join("\n"));
  }, 120_000);

  // issue 34 item 3: Next's request spans carried `http.target` with the whole query string
  it("holds no token, email or search term of a register, verify, reset and search run: paths without their query", async () => {
    const email = "otlp.reader@example.com";
    const term = "quokkasearchterm";
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${origin}${path}`, {
        ...init,
        redirect: "manual",
        headers: { origin, "content-type": "application/json", ...init.headers },
      });
    const mailLink = async (path: string) => {
      const mail = (await (await send(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      const token = mail.map((m) => new RegExp(`${path}\\?token=([^&\\s]+)`).exec(m.text)?.[1]).find(Boolean);
      expect(token).toBeTruthy();
      return token!;
    };

    const challenge = await (await send("/api/auth/challenge")).json();
    const password = "Password123";
    const registered = await send("/api/auth/register", {
      method: "POST",
      body: JSON.stringify({
        username: "otlp_reader",
        email,
        password,
        confirmPassword: password,
        altcha: await solveAltcha(challenge),
      }),
    });
    expect(registered.status).toBe(201);
    const verifyToken = await mailLink("/verify-email");
    expect((await send(`/verify-email?token=${verifyToken}`)).status).toBe(200);
    expect((await send(`/api/auth/verify-email?token=${verifyToken}`)).status).toBe(200);

    expect((await send("/api/auth/forgot-password", { method: "POST", body: JSON.stringify({ email }) })).status).toBe(
      200,
    );
    const resetToken = await mailLink("/reset-password");
    expect((await send(`/reset-password?token=${resetToken}`)).status).toBe(200);
    const newPassword = "Password456";
    const reset = await send("/api/auth/reset-password", {
      method: "POST",
      body: JSON.stringify({ token: resetToken, password: newPassword, confirmPassword: newPassword }),
    });
    expect(reset.status).toBe(200);

    expect((await send(`/?search=${term}`)).status).toBe(200);
    expect((await send(`/dev/mailbox?to=${encodeURIComponent(email)}`)).status).toBe(200);
    const admin = await login(await createUser({ username: "otlp_admin", roles: ["admin"] }));
    const search = await send(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers: { cookie: admin } });
    expect(search.status).toBe(200);

    await spanArrives((s) => /\/api\/admin\/users/.test(`${s.name} ${attribute(s, "http.target") ?? ""}`));
    const spans = JSON.stringify(received);
    for (const secret of [verifyToken, resetToken, email, encodeURIComponent(email), term]) {
      expect(spans).not.toContain(secret);
    }
    // the paths are still there, each without its query
    const targets = received.map((s) => attribute(s, "http.target")).filter((t) => t !== undefined);
    for (const path of ["/verify-email", "/api/auth/verify-email", "/reset-password", "/", "/api/admin/users"]) {
      expect(targets).toContain(path);
    }
    expect(targets.filter((t) => String(t).includes("?"))).toEqual([]);
    expect(received.filter((s) => s.name.includes("?") || attribute(s, "url.query") !== undefined)).toEqual([]);
  }, 120_000);
});
