// `npm run cdn:check` (issue 16, item 3): the built app under plain `next start` on a fresh PostgreSQL database, behind
// the reference CDN (deploy/varnish/cdn.vcl), shows that the app's headers make a CDN do the right thing: a visitor's
// page is served from the cache with the nonce it was rendered with, a signed-in request never is, and a takedown
// reaches visitors within 6 s. First, each rule of the VCL against a stub backend (scripts/ops/cdn-check-vcl.ts).
// Expects a build (`npm run build`) and varnishd on the PATH or in /usr/sbin. CDN_CHECK_APP_PORT / CDN_CHECK_CDN_PORT
// pick the ports (default: free ones), CDN_CHECK_DATABASE_NAME the database.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer } from "./bench/servers";
import { freePorts, startVarnish } from "./bench/varnish";
import { checkVclRules } from "./cdn-check-vcl";

const TAKEDOWN_DEADLINE_MS = 6000;
const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = process.env.CDN_CHECK_DATABASE_NAME ?? "pv_cdn_check";
if (!/^[a-z_][a-z0-9_]*$/.test(dbName))
  throw new Error(`CDN_CHECK_DATABASE_NAME must be a plain identifier, not ${dbName}`);
if (!existsSync(".next/BUILD_ID")) throw new Error("No build: run `npm run build` first");

const [freeApp, freeCdn, freeStub] = await freePorts(3);
const appPort = Number(process.env.CDN_CHECK_APP_PORT ?? freeApp);
const cdnPort = Number(process.env.CDN_CHECK_CDN_PORT ?? freeCdn);
const cdn = `http://127.0.0.1:${cdnPort}`;
const stops: Array<() => Promise<void>> = [];
const work = mkdtempSync(path.join(tmpdir(), "pv-cdn-check-"));

function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new Error(`FAILED: ${what}`);
  console.log(`ok - ${what}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Served from the cache: Varnish names two requests in X-Varnish (this one and the one that stored it), or Age > 0. */
const fromCache = (res: Response) =>
  (res.headers.get("x-varnish") ?? "").trim().split(/\s+/).length === 2 || Number(res.headers.get("age")) > 0;
const cspNonce = (res: Response) => res.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0].match(/\bnonce="([^"]*)"/)?.[1]);

async function freshDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${dbName} with (force)`);
  await client.query(`create database ${dbName}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${cdn}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: cdn },
    body: JSON.stringify({ emailOrUsername: username, password: process.env.DEMO_PASSWORD ?? "DemoPass123" }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  check(res.status === 200 && cookie, `${username} signs in through the CDN`);
  return cookie;
}

async function post(pathname: string, cookie: string, body: unknown) {
  const res = await fetch(`${cdn}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: cdn, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Twice as a visitor: the second answer comes from the cache, with the nonce it was rendered with. */
async function visitorPageIsCached(pathname: string) {
  await fetch(`${cdn}${pathname}`).then((r) => r.arrayBuffer());
  const res = await fetch(`${cdn}${pathname}`);
  const html = await res.text();
  check(
    res.status === 200 && fromCache(res),
    `a visitor's ${pathname} is served from the cache (X-Varnish ${res.headers.get("x-varnish")}, Age ${res.headers.get("age")})`,
  );
  const nonce = cspNonce(res);
  const nonces = scriptNonces(html);
  check(
    nonce && nonces.length > 0 && nonces.every((n) => n === nonce),
    `the cached ${pathname}: its ${nonces.length} scripts carry the CSP header's nonce`,
  );
}

/**
 * Issue 34 item 1: requests of Next's client router and a chosen X-Request-Id, sent first, leave nothing for the next
 * visitor: each page and answer is the one the app gives a plain request (status and type; a page's whole HTML, never
 * an empty 307 or a bare {}), with an id the server made, which no body holds either.
 */
async function noPoisoning(pages: string[], answers: string[]) {
  const chosen = "poisoned-request-id-0001";
  for (const pathname of [...pages, ...answers]) {
    for (const router of [{ rsc: "1" }, { "x-middleware-prefetch": "1" }, {}] as Record<string, string>[])
      await fetch(`${cdn}${pathname}`, { headers: { ...router, "x-request-id": chosen }, redirect: "manual" }).then(
        (r) => r.arrayBuffer(),
      );
    const direct = await fetch(`http://127.0.0.1:${appPort}${pathname}`, { redirect: "manual" });
    await direct.arrayBuffer();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${cdn}${pathname}`, { redirect: "manual" });
      const body = await res.text();
      const type = res.headers.get("content-type") ?? "";
      const id = res.headers.get("x-request-id") ?? "";
      const whole = pages.includes(pathname)
        ? type.startsWith("text/html") && body.includes("</html>")
        : body.length > 2;
      check(
        res.status === direct.status && type === direct.headers.get("content-type") && whole,
        `after the router's requests, a visitor's ${pathname} (${i + 1}) is the app's own: ${res.status} ${type}, ${body.length} bytes`,
      );
      check(
        /^[0-9a-f-]{36}$/.test(id) && !body.includes(chosen),
        `a visitor's ${pathname} (${i + 1}) carries an id the server made (${id}), and no body holds the chosen one`,
      );
    }
  }
}

async function main() {
  const stubDir = path.join(work, "stub");
  mkdirSync(stubDir);
  await checkVclRules({ port: cdnPort, backendPort: freeStub, workDir: stubDir }, check);

  const databaseUrl = await freshDatabase();
  const env = { DATABASE_URL: databaseUrl, DEMO_MODE: "1" };
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  for (const step of ["db:migrate", "db:seed"])
    execFileSync(npm, ["run", "--silent", step], { env: { ...process.env, ...env }, stdio: "inherit" });

  const app = await startServer("node_modules/next/dist/bin/next", appPort, env, "/api/health", { args: ["start"] });
  stops.push(app.stop);
  const varnish = await startVarnish({ port: cdnPort, backendPort: appPort, workDir: work });
  stops.push(varnish.stop);
  console.log(`next start on ${appPort}, Varnish on ${cdnPort}`);

  const debates = (await (await fetch(`${cdn}/api/debates`)).json()) as Array<{ id: number }>;
  const [target, other] = debates;
  check(target && other, "the seed has open debates");

  await noPoisoning(
    ["/", `/debate/${other.id}`, `/debate/${other.id}/ballots`, "/login"],
    ["/api/debates/hot", `/api/debates/${other.id}/integrity`, "/api/openapi.json"],
  );
  await visitorPageIsCached("/");
  await visitorPageIsCached(`/debate/${other.id}`);
  const direct = await Promise.all([0, 1].map(() => fetch(`http://127.0.0.1:${appPort}/`).then((r) => cspNonce(r))));
  check(direct[0] !== direct[1], "two renders never share a nonce");
  const rsc = await fetch(`${cdn}/`, { headers: { rsc: "1" } });
  check(
    rsc.headers.get("content-type")?.startsWith("text/x-component"),
    "an RSC request is not given the cached HTML (Vary honoured)",
  );

  const userCookie = await signIn("demo_user");
  for (const pathname of ["/", `/debate/${other.id}`, "/api/debates", "/api/auth/user"]) {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${cdn}${pathname}`, { headers: { cookie: userCookie } });
      await res.arrayBuffer();
      const cacheControl = res.headers.get("cache-control") ?? "";
      check(
        res.status === 200 &&
          !fromCache(res) &&
          /\bprivate\b/.test(cacheControl) &&
          /\bno-store\b/.test(cacheControl) &&
          !res.headers.has("cdn-cache-control"),
        `signed in, ${pathname} (${i + 1}) is not from the cache and says '${cacheControl}'`,
      );
    }
  }

  // a visitor's copies of the debate and the list are in the cache when the moderator takes the debate down
  await visitorPageIsCached(`/debate/${target.id}`);
  const listed = async () =>
    ((await (await fetch(`${cdn}/api/debates`)).json()) as Array<{ id: number }>).some((d) => d.id === target.id);
  await listed();
  check(await listed(), `debate ${target.id} is listed to visitors before the takedown`);
  const report = (await post("/api/moderation/reports", userCookie, {
    targetType: "debate",
    targetId: target.id,
    reason: "spam",
  })) as { id: number };
  const moderatorCookie = await signIn("demo_moderator");
  await post(`/api/moderation/reports/${report.id}/takedown`, moderatorCookie, { reason: "CDN check" });
  const takenDownAt = Date.now();
  let gone = false;
  while (!gone && Date.now() - takenDownAt <= TAKEDOWN_DEADLINE_MS) {
    const page = await fetch(`${cdn}/debate/${target.id}`);
    await page.arrayBuffer();
    gone = page.status === 404 && !(await listed());
    if (!gone) await sleep(250);
  }
  check(
    gone,
    `the takedown reached visitors through the cache in ${Date.now() - takenDownAt} ms (at most ${TAKEDOWN_DEADLINE_MS})`,
  );
}

async function stopAll() {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void stopAll().then(() => process.exit(1)));

try {
  await main();
  await stopAll();
  console.log("CDN check passed");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
