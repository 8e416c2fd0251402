import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { getDbHandle } from "../../lib/db";
import { createCategory, insertDebate } from "../fixtures/debates";
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

afterAll(() => {
  app?.kill("SIGTERM");
  receiver?.close();
});

describe.skipIf(!runnable)("traces sent to an OTLP collector", () => {
  it("a vote's trace arrives whole: Next's request span, vote.cast under it, its queries under that", async () => {
    const url = getDbHandle().pool?.options.connectionString;
    expect(url).toBeTruthy();
    const endpoint = await startReceiver();
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATABASE_URL: url,
      DEMO_MODE: "1",
      APP_URL: origin,
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_SERVICE_NAME: "pv-trace-test",
    };
    for (const name of ["NODE_ENV", "SESSION_SECRET", "PORT", "TRUST_PROXY"]) delete env[name];
    app = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
      env: env as NodeJS.ProcessEnv,
      stdio: "ignore",
    });
    const debate = await insertDebate({ categoryId: (await createCategory()).id });
    const cookie = await login(await createUser({ username: "otlp_voter" }));
    let ready = false;
    for (let i = 0; i < 120 && !ready; i++) {
      ready = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    expect(ready).toBe(true);

    const res = await fetch(`${origin}/api/votes`, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/json" },
      body: JSON.stringify({ debateId: debate.id, position: "B" }),
    });
    expect(res.status).toBe(201);
    const requestId = res.headers.get("x-request-id");

    // the SDK sends in batches, every few seconds
    let vote: OtlpSpan | undefined;
    for (let i = 0; i < 60 && !vote; i++) {
      vote = received.find((s) => s.name === "vote.cast");
      if (!vote) await new Promise((r) => setTimeout(r, 500));
    }
    expect(vote).toBeDefined();
    await new Promise((r) => setTimeout(r, 6000));
    const trace = received.filter((s) => s.traceId === vote!.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const root = trace.find((s) => !s.parentSpanId || !byId.has(s.parentSpanId))!;
    expect(root.name).toMatch(/POST/);
    // Next's request span (or its child that runs the handler) carries the answer's request id
    expect(trace.some((s) => attribute(s, "http.request.id") === requestId)).toBe(true);
    const ancestors = (s: OtlpSpan): string[] =>
      s.parentSpanId && byId.has(s.parentSpanId) ? [s.parentSpanId, ...ancestors(byId.get(s.parentSpanId)!)] : [];
    expect(ancestors(vote!)).toContain(root.spanId);
    const ballot = trace.find((s) => s.name === "UPDATE debates")!;
    expect(ancestors(ballot)).toContain(vote!.spanId);
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
});
