import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// decisions.md 'Deployment': plain `next start` is the app, and `npm start` adds only workers and a shared cache that
// obeys the app's headers, so no user or test can tell them apart. The built app under both, on one fresh PostgreSQL
// database, answers a fixed list of requests; npm start answers each twice (the second may come from its cache).
// Status, headers and bodies must match, less what differs per answer: the CSP nonce, the request id, the date and
// the cache's own Age and X-Cache. Needs PostgreSQL (TEST_DATABASE_URL) and a build; skipped otherwise.
const adminUrl = process.env.TEST_DATABASE_URL;
const runnable = !!adminUrl && existsSync(".next/BUILD_ID");
const name = `pv_two_servers_${process.pid}_${Date.now().toString(36)}`;
// both servers are reached under one name, so that every URL the app writes is the same
const HOST = "localhost:3000";
const APP_URL = `http://${HOST}`;

type Server = { child: ChildProcess; port: number; output: string[] };
type Req = {
  label: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  cached?: boolean;
};
type Answer = { status: number; headers: Record<string, string | string[]>; body: string };

const servers: Server[] = [];

function send(port: number, r: Req): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // a body with its length: Node frames a GET's body neither way, and its bytes would be read as a second request
    const length = r.body === undefined ? {} : { "content-length": String(Buffer.byteLength(r.body)) };
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: r.method ?? "GET",
        path: r.path,
        headers: { host: HOST, ...length, ...r.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Answer["headers"],
            body: body.toString("utf8"),
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(r.body);
  });
}

async function launch(args: string[], port: number, extra: Record<string, string> = {}): Promise<Server> {
  const database = new URL(adminUrl!);
  database.pathname = `/${name}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: database.toString(),
    DEMO_MODE: "1",
    APP_URL,
    VIDEO_THUMBNAIL_ORIGIN: "http://127.0.0.1:9",
    ...extra,
  };
  delete env.NODE_ENV; // vitest's "test"; both servers run as production
  const child = spawn(process.execPath, args, { env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  const server = { child, port, output: [] as string[] };
  child.stdout?.on("data", (d: Buffer) => server.output.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => server.output.push(d.toString()));
  servers.push(server);
  for (let i = 0; i < 360; i++) {
    const ok = await send(port, { label: "ready", path: "/api/categories" }).then(
      (a) => a.status === 200,
      () => false,
    );
    if (ok) return server;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start:\n${server.output.join("")}`);
}

/** What may differ between two correct answers: the nonce, the request id, dates and the cache's own headers. */
const IGNORED = new Set([
  "date",
  "age",
  "x-cache",
  "connection",
  "keep-alive",
  "x-request-id",
  "content-length",
  "transfer-encoding",
]);
function normalise(a: Answer) {
  const nonce = /'nonce-([^']+)'/.exec(String(a.headers["content-security-policy"] ?? ""))?.[1];
  const requestId = String(a.headers["x-request-id"] ?? "");
  const mask = (text: string) => {
    let out = text;
    if (nonce) out = out.replaceAll(nonce, "NONCE");
    if (requestId) out = out.replaceAll(requestId, "REQUEST-ID");
    // the render's clock (a page hands the client its "now"): epoch milliseconds within a minute of the test's
    return out.replace(/\b1\d{12}\b/g, (ms) => (Math.abs(Number(ms) - Date.now()) < 60_000 ? "NOW" : ms));
  };
  const headers = Object.fromEntries(
    Object.entries(a.headers)
      .filter(([header]) => !IGNORED.has(header))
      .map(([header, value]) => [header, Array.isArray(value) ? value.map(mask) : mask(value)]),
  );
  const body = mask(a.body);
  return {
    status: a.status,
    headers,
    body: String(a.headers["content-type"]).startsWith("text/html") ? streamedHtml(body) : body,
  };
}

/** The end of the element or boundary that opens at `from`: nested `open`s are matched with their `close`s. */
function balancedEnd(html: string, from: number, open: string, close: string): number {
  let depth = 0;
  for (let at = from; at < html.length;) {
    const nextOpen = html.indexOf(open, at);
    const nextClose = html.indexOf(close, at);
    if (nextClose < 0) return html.length;
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth += 1;
      at = nextOpen + open.length;
    } else {
      depth -= 1;
      at = nextClose + close.length;
      if (depth === 0) return at;
    }
  }
  return html.length;
}

/**
 * A streamed page as the browser ends up with it, whatever the timing of its flushes (which differs between two
 * renders of one page on one server): the parts React sent later (hidden `S:` divs) are put where its inline calls
 * ($RC, $RS) put them, Next's payload (pushed in as many scripts as there were flushes) is compared by the strings
 * it holds,
 * and so are preload links (in the head when the part was ready before the head was sent, else beside the part).
 */
function streamedHtml(html: string) {
  const scripts: string[] = [];
  const rows: string[] = [];
  const moves: Array<[kind: string, a: string, b: string]> = [];
  const preloads: string[] = [];
  let markup = html
    .replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (whole: string, _attributes: string, code: string) => {
      if (!code) return whole;
      const push = /^self\.__next_f\.push\((\[1,[\s\S]*\])\)$/.exec(code);
      if (push) rows.push(String((JSON.parse(push[1]) as [number, string])[1]));
      else if (/^\$R|^requestAnimationFrame\(function\(\)\{\$RT=/.test(code))
        for (const m of code.matchAll(/\$R([CS])\("([^"]+)","([^"]+)"\)/g)) moves.push([m[1], m[2], m[3]]);
      else scripts.push(code);
      return "";
    })
    .replace(/<link rel="preload"[^>]*>/g, (link) => (preloads.push(link), ""));
  const parts = new Map<string, string>();
  for (let at = markup.indexOf('<div hidden id="S:'); at >= 0; at = markup.indexOf('<div hidden id="S:')) {
    const end = balancedEnd(markup, at, "<div", "</div>");
    const id = /id="([^"]+)"/.exec(markup.slice(at))![1];
    parts.set(id, markup.slice(markup.indexOf(">", at) + 1, end - "</div>".length));
    markup = markup.slice(0, at) + markup.slice(end);
  }
  for (const [kind, a, b] of moves) {
    const part = parts.get(kind === "S" ? a : b) ?? "";
    const fill = (text: string) => {
      if (kind === "S") return text.replace(`<template id="${b}"></template>`, part);
      const start = text.indexOf(`<!--$?--><template id="${a}"></template>`);
      if (start < 0) return text;
      return `${text.slice(0, start)}<!--$-->${part}<!--/$-->${text.slice(balancedEnd(text, start, "<!--$", "<!--/$-->"))}`;
    };
    markup = fill(markup);
    for (const [id, text] of parts) parts.set(id, fill(text));
  }
  // the payload's rows are numbered, and repeated parts replaced by references, in the order parts were ready: what
  // is compared is every string it holds (less the references)
  const strings = new Set(
    [...rows.join("").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).filter((text) => !text.startsWith("$")),
  );
  return { markup, scripts: scripts.sort(), payload: [...strings].sort(), preloads: preloads.sort() };
}

let plain: Server;
let npmStart: Server;
let cases: Req[];

describe.skipIf(!runnable)("plain next start and npm start answer alike (the built app)", () => {
  beforeAll(async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const base = Number(process.env.TWO_SERVERS_PORT ?? 3214);
    // npm start migrates and seeds the demo data; plain next start then serves the same database
    npmStart = await launch(["--import", "tsx", "scripts/start.ts"], base, { WEB_CONCURRENCY: "2" });
    plain = await launch(["node_modules/next/dist/bin/next", "start", "-p", String(base + 1)], base + 1);

    const login = await send(npmStart.port, {
      label: "login",
      method: "POST",
      path: "/api/auth/login",
      headers: { "content-type": "application/json", origin: APP_URL },
      body: JSON.stringify({ emailOrUsername: "demo_user", password: process.env.DEMO_PASSWORD ?? "DemoPass123" }),
    });
    expect(login.status).toBe(200);
    const cookie = ([] as string[])
      .concat(login.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("pv_session="))!
      .split(";")[0];
    const debates = JSON.parse(
      (await send(npmStart.port, { label: "list", path: "/api/debates?limit=1" })).body,
    ) as Array<{ id: number }>;
    const id = debates[0].id;
    const script = readdirSync(".next/static/chunks").find((f) => f.endsWith(".js"));
    const json = { "content-type": "application/json" };
    cases = [
      { label: "home", path: "/" },
      { label: "home, gzip", path: "/", headers: { "accept-encoding": "gzip" } },
      { label: "debate page", path: `/debate/${id}` },
      { label: "login page", path: "/login" },
      { label: "missing page", path: "/no-such-page" },
      { label: "debate list", path: "/api/debates" },
      { label: "one debate", path: `/api/debates/${id}` },
      { label: "categories", path: "/api/categories" },
      { label: "list with a JSON body", path: "/api/debates", headers: json, body: '{"search":"x"}' },
      { label: "Host with port 99999", path: "/", headers: { host: "localhost:99999" } },
      { label: "undecodable API path", path: "/api/debates/%ff" },
      { label: "undecodable page path", path: "/debate/%ff" },
      { label: "POST without Origin", method: "POST", path: "/api/debates", headers: json, body: "{}" },
      { label: "method not allowed", method: "DELETE", path: "/api/categories" },
      { label: "signed-in home", path: "/", headers: { cookie } },
      { label: "signed-in user", path: "/api/auth/user", headers: { cookie } },
      { label: "a private page for a visitor", path: "/inbox" },
      // immutable for a year: npm start's second answer is its cache's
      {
        label: "static script",
        path: `/_next/static/chunks/${script}`,
        headers: { "accept-encoding": "gzip" },
        cached: true,
      },
    ];
    // first reads have effects of their own (an ended debate is closed on its first read): both see the same state
    for (const c of cases) await send(plain.port, c);
  }, 300_000);

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    if (!adminUrl) return;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }, 60_000);

  it("the same status, headers and body for every request, also when npm start answers from its cache", async () => {
    for (const c of cases) {
      const expected = normalise(await send(plain.port, c));
      const first = await send(npmStart.port, c);
      const second = await send(npmStart.port, c);
      expect({ label: c.label, ...normalise(first) }).toEqual({ label: c.label, ...expected });
      expect({ label: `${c.label}, again`, ...normalise(second) }).toEqual({ label: `${c.label}, again`, ...expected });
      if (c.cached) expect(second.headers["x-cache"], c.label).toBe("HIT");
    }
  }, 120_000);

  it("leaves nothing a client chose for the next visitor: Next's router headers, an X-Request-Id (issue 34 item 1)", async () => {
    const chosen = "poisoned-request-id-0001";
    const id = /\/debate\/(\d+)/.exec(cases.find((c) => c.label === "debate page")!.path)![1];
    const paths = ["/", `/debate/${id}`, `/debate/${id}/ballots`, "/login", "/api/debates/hot"];
    paths.push(`/api/debates/${id}/integrity`, "/api/openapi.json");
    const router: Record<string, string>[] = [{ rsc: "1" }, { "x-middleware-prefetch": "1" }, {}];
    const poison = router.map((h): Record<string, string> => ({ ...h, "x-request-id": chosen }));
    for (const path of paths) {
      // plain next start's own headers: no answer to a router request may be shared without its header in Vary, and
      // no answer that may be shared carries the chosen id
      for (const headers of poison) {
        const answer = await send(plain.port, { label: "poison", path, headers });
        const shareable = answer.headers["cdn-cache-control"] !== undefined;
        const vary = String(answer.headers.vary ?? "").toLowerCase();
        if (shareable && headers.rsc) expect(vary, `${path} RSC`).toContain("rsc");
        if (headers["x-middleware-prefetch"]) expect(shareable, `${path} middleware prefetch`).toBe(false);
        if (shareable) expect(answer.headers["x-request-id"], path).not.toBe(chosen);
      }
      // npm start: after the same requests, a visitor is answered as plain next start answers one
      for (const headers of poison) await send(npmStart.port, { label: "poison", path, headers });
      const expected = normalise(await send(plain.port, { label: "visitor", path }));
      for (const round of [1, 2]) {
        const visitor = await send(npmStart.port, { label: "visitor", path });
        expect({ path, round, ...normalise(visitor) }).toEqual({ path, round, ...expected });
        expect(visitor.headers["x-request-id"], path).not.toBe(chosen);
        expect(visitor.body, path).not.toContain(chosen);
      }
    }
  }, 120_000);

  it("npm start finishes a request in flight on SIGTERM, then exits 0 with its workers", async () => {
    const inFlight = send(npmStart.port, { label: "in flight", path: "/login" });
    await new Promise((r) => setTimeout(r, 20));
    const signalled = Date.now();
    npmStart.child.kill("SIGTERM");
    expect((await inFlight).status).toBe(200);
    const code = await new Promise<number | null>((resolve) => npmStart.child.once("exit", resolve));
    expect(code).toBe(0);
    // the drain's 8 s deadline and 2 s grace at most; with nothing left in flight, much sooner
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await expect(send(npmStart.port, { label: "after", path: "/" })).rejects.toThrow(/ECONNREFUSED/);
  }, 30_000);
});
