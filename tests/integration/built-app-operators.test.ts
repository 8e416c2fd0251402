import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";

// Issue 16 item 5/6 on the built app under plain `next start` (needs a build; CI builds before the tests): a refused
// configuration stops the start, static files carry X-Request-Id, and a failing page is logged as one line. The
// database URL points at a closed port: the database is gone from the first request on.
const runnable = existsSync(".next/BUILD_ID");
const GONE = "postgres://nobody@127.0.0.1:1/none";
const children: ChildProcess[] = [];

/** A port nothing listens on now (a fixed one could meet another test file's server). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function launch(port: number, vars: Record<string, string | undefined>) {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: GONE, ...vars };
  for (const name of ["NODE_ENV", "SESSION_SECRET", "APP_URL", "TRUST_PROXY", "PORT"])
    if (!(name in vars)) delete env[name];
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output: string[] = [];
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code: number | null) => resolve(code)));
  return { child, output, exited, lines: () => output.join("").split("\n").filter(Boolean) };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
});

describe.skipIf(!runnable)("the built app under plain next start", () => {
  it("in production without DEMO_MODE refuses to start without SESSION_SECRET, or without APP_URL, naming it", async () => {
    const port = await freePort();
    const noSecret = launch(port, { DEMO_MODE: "0", APP_URL: "https://pv.example" });
    expect(await noSecret.exited).not.toBe(0);
    expect(noSecret.output.join("")).toMatch(/Refusing to start: SESSION_SECRET is not set/);
    const shortSecret = launch(port, { DEMO_MODE: "0", APP_URL: "https://pv.example", SESSION_SECRET: "short" });
    expect(await shortSecret.exited).not.toBe(0);
    expect(shortSecret.output.join("")).toMatch(/Refusing to start: SESSION_SECRET must be at least 32 characters/);
    const noAppUrl = launch(port, { DEMO_MODE: "0", SESSION_SECRET: "s".repeat(40) });
    expect(await noAppUrl.exited).not.toBe(0);
    expect(noAppUrl.output.join("")).toMatch(/Refusing to start: APP_URL is not set/);
  }, 60_000);

  it("warns once without TRUST_PROXY, gives static files a request id, and logs a page's database error as one JSON line", async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const app = launch(port, { DEMO_MODE: "1" });
    let html = "";
    for (let i = 0; i < 60 && !html; i++) {
      html = await fetch(`${origin}/login`).then(
        (r) => (r.ok ? r.text() : ""),
        () => "",
      );
      if (!html) await new Promise((r) => setTimeout(r, 500));
    }
    expect(html).toContain("<html");
    expect(app.lines().filter((l) => l.includes("TRUST_PROXY is not set"))).toHaveLength(1);

    const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(script).toBeTruthy();
    for (const path of [script!, "/icon.svg", "/favicon.ico"]) {
      const res = await fetch(origin + path, { headers: { "x-request-id": "static-check-0001" } });
      expect(res.status, path).toBe(200);
      // a static file is kept by every cache: its id is the server's, never the one the client chose (issue 34)
      expect(res.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      expect((await fetch(origin + path)).headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
    }

    const before = app.lines().length;
    const res = await fetch(`${origin}/debate/1`, { headers: { "x-request-id": "db-gone-check-0001" } });
    // the page that meets the outage is a 503 with Retry-After and the readable text, not Next's 500 (issue 24, 6.18)
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("cdn-cache-control")).toBeNull();
    expect(await res.text()).toContain("PV_DATABASE_UNAVAILABLE");
    await new Promise((r) => setTimeout(r, 2500)); // longer than lib/logged-errors.ts holds a printout
    const added = app.lines().slice(before);
    expect(added, added.join("\n")).toHaveLength(1);
    const line = JSON.parse(added[0]) as Record<string, string>;
    // a visitor's page may be shared: it and its log line carry the server's id; the client's is in the line only
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(line).toMatchObject({
      level: "error",
      msg: "Request failed",
      requestId: res.headers.get("x-request-id"),
      callerRequestId: "db-gone-check-0001",
      path: "/debate/1",
    });
    expect(line.error).toContain("ECONNREFUSED");
  }, 90_000);
});
