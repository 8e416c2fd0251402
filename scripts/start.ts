// npm start: the app exactly as plain `next start` serves it (decisions.md 'Deployment'), plus two things for one
// machine, and nothing else (docs/decisions/0010-npm-start.md):
//  - worker processes: each runs `next start` itself on a loopback port;
//  - a shared HTTP cache on PORT in front of them that obeys the app's headers, as a host's CDN does
//    (lib/serve/shared-cache.ts), and appends the client's address to X-Forwarded-For, as a proxy does.
// Before that, as deploy steps: build when there is no build, migrate, and seed in demo mode.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { openFromEnv } from "../lib/db";
import { keepDemoSecret } from "../lib/demo-secret";
import { prepareDatabase } from "../lib/db/prepare";
import { env } from "../lib/env";
import { describeError, log } from "../lib/log";
import { sharedCache } from "../lib/serve/shared-cache";
import { workerCount } from "./start/worker-count";

const port = Number(process.env.PORT ?? 3000);
const NEXT = "node_modules/next/dist/bin/next";
// Node closes an idle keep-alive connection after 5 s, and a client that sends its next request on it at that moment
// gets ECONNRESET (CI saw it from Playwright's request client). Load balancers keep idle connections for 60 s (AWS's
// default): the front keeps them longer than whatever sits before it, so the closing side is always the client's.
const KEEP_ALIVE_MS = 65_000;
// SIGTERM (a deploy, a scale-in): the requests in flight get this long; the process is gone 2 s after it at most
const DRAIN_MS = 8000;
const EXIT_GRACE_MS = 2000;

(process.env as Record<string, string>).NODE_ENV = "production";

if (!existsSync(".next/BUILD_ID")) {
  log("info", "No build found: running next build first...");
  execFileSync(process.execPath, [NEXT, "build"], { stdio: "inherit" });
}

// a demo's own secret, made on its first start, for the workers too (lib/demo-secret.ts)
keepDemoSecret();

// Migrations (and the demo seed) run once, before any worker opens the database; the handle is closed first, since
// the embedded PGlite cannot be opened by two processes at once
const db = openFromEnv();
await prepareDatabase(db, (line) => log("info", line));
await db.close();

const workerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  // the front appends the address it sees to X-Forwarded-For: for the workers it is one more proxy in front
  TRUST_PROXY: String(env().TRUST_PROXY + 1),
  // `next start` sets PORT to the port it listens on; in demo mode mail and share links follow the front's
  ...(env().DEMO_MODE && !process.env.APP_URL ? { DEFAULT_APP_URL: `http://localhost:${port}` } : {}),
};

/** A free loopback port (asked of the system, then released for the worker to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

/** Resolves once the worker accepts requests; rejects if it exits first. */
function ready(child: ChildProcess, workerPort: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const exited = () => reject(new Error(`worker on port ${workerPort} exited while starting`));
    child.once("exit", exited);
    const poll = () =>
      fetch(`http://localhost:${workerPort}/favicon.ico`, { method: "HEAD" }).then(
        () => (child.off("exit", exited), resolve()),
        () => child.exitCode === null && setTimeout(poll, 100),
      );
    poll();
  });
}

// Each worker listens on loopback only (nothing but the front may reach it: it trusts the front's X-Forwarded-For
// entry), under the name `localhost`, as plain `next start` calls itself: Next writes its own origin into a few
// answers' headers and leaves them relative only when it matches the request's.
// Each worker is its own process group, so a terminal's Ctrl-C or a group SIGTERM reaches only this process, which
// drains before stopping them (`next start` exits at once on a signal). A worker whose parent is gone (killed with
// SIGKILL) exits too: it holds an IPC channel to this process, and the preloaded line below ends it on disconnect.
const ORPHAN_GUARD = "data:text/javascript,process.on('disconnect',()=>process.exit(0))";
const workers: ChildProcess[] = [];
// the ports of the workers that serve, which the cache shares the requests among
const ports: number[] = [];
let stopping = false;

async function startWorker(slot: number) {
  const workerPort = await freePort();
  const args = [
    "--import",
    ORPHAN_GUARD,
    NEXT,
    "start",
    "-H",
    "localhost",
    "-p",
    String(workerPort),
    "--keepAliveTimeout",
    String(KEEP_ALIVE_MS),
  ];
  const child = spawn(process.execPath, args, {
    env: workerEnv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    detached: true,
  });
  workers[slot] = child;
  await ready(child, workerPort);
  ports.push(workerPort);
  // a worker that dies after start-up is replaced
  child.once("exit", (code, signal) => {
    ports.splice(ports.indexOf(workerPort), 1);
    if (stopping) return;
    log("error", `Worker ${slot + 1} exited (${signal ?? code}); starting another`);
    setTimeout(() => void startWorker(slot).catch(() => process.exit(1)), 1000);
  });
}

// on the embedded PGlite only one process may open the database
const count = workerCount();
log("info", `Starting ${count} worker${count === 1 ? "" : "s"} (next start)...`);
try {
  await Promise.all(Array.from({ length: count }, (_, slot) => startWorker(slot)));
} catch (error) {
  log("error", "The server could not start", { error: describeError(error) });
  for (const child of workers) child?.kill("SIGKILL");
  process.exit(1);
}

const server: Server = createServer(sharedCache({ ports }));
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.once("error", (error) => {
  // e.g. the port is taken
  log("error", "The server could not start", { error: describeError(error) });
  for (const child of workers) child.kill("SIGKILL");
  process.exit(1);
});
server.listen(port, () =>
  log(
    "info",
    `People's Verdict is ready on http://localhost:${port} (${count} worker${count === 1 ? "" : "s"}; WEB_CONCURRENCY to change)`,
  ),
);

// SIGTERM or SIGINT: no new connections; the requests in flight finish (DRAIN_MS at most; idle kept-alive connections
// are closed at once, busy ones once their answer is out), then the workers stop. A second signal exits at once.
function stop(signal: NodeJS.Signals) {
  if (stopping) process.exit(1);
  stopping = true;
  log("info", `${signal}: finishing the requests in flight (at most ${DRAIN_MS / 1000} s)`);
  const killAll = (how: NodeJS.Signals) => workers.forEach((child) => child.exitCode === null && child.kill(how));
  setTimeout(() => {
    killAll("SIGKILL");
    process.exit(0);
  }, DRAIN_MS + EXIT_GRACE_MS).unref();
  server.on("request", (_req, res) => res.setHeader("connection", "close"));
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  server.close(() => {
    clearInterval(sweep);
    clearTimeout(cut);
    killAll("SIGTERM");
    const exitWhenDone = () =>
      workers.every((child) => child.exitCode !== null || child.signalCode !== null) && process.exit(0);
    for (const child of workers) child.once("exit", exitWhenDone);
    exitWhenDone();
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
