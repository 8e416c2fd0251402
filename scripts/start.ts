// npm start: build when there is no build yet, migrate (and seed in demo mode), then serve on PORT.
// On PostgreSQL it serves from one Node worker per core, less one for a local database (node:cluster; WEB_CONCURRENCY
// overrides): see docs/decisions/0006-one-worker-per-core.md. The embedded PGlite cannot be shared, so it stays in one process.
import { execFileSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { register } from "node:module";
import next from "next";
import { getDbHandle, setDbHandle } from "../lib/db";
import { prepareDatabase } from "../lib/db/prepare";
import { SESSION_COOKIE } from "../lib/auth/session-config";
import { pageOutageCount } from "../lib/server/page-availability";
import { answerOutagesWith503 } from "../lib/serve/outage-status";
import { describeError, log } from "../lib/log";
import { drainOnSignals } from "../lib/serve/drain";
import { createSiteServer, siteServers } from "../lib/serve/site-server";
import { visitorPageCache } from "../lib/serve/visitor-page-cache";
import { staticBrotli } from "../lib/serve/static-brotli";
import { workerCount } from "../lib/serve/worker-count";

const port = Number(process.env.PORT ?? 3000);
// route files imported below (directApiRoutes) import "server-only", which is empty only under Next's bundler
register("../lib/serve/server-only-loader.mjs", import.meta.url);
(process.env as Record<string, string>).NODE_ENV = "production";

async function serve(label: string) {
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // a takedown bumps the content generation: every worker reads it per visitor page, so none serves a copy from before
  const { readContentGeneration } = await import("../lib/server/moderation/content-generation");
  // visitors' home and debate pages: one render per 2 s per path (docs/decisions/0007-visitor-page-cache.md)
  const cached = visitorPageCache({
    generation: readContentGeneration,
    ttlMs: 2000,
    maxEntries: 500,
    sessionCookie: SESSION_COOKIE,
    cacheable: (path) => path === "/" || /^\/debate\/\d+$/.test(path),
    // only pages rendered from a healthy database are kept
    outages: pageOutageCount,
  });
  // the calls with a throughput target, served without Next's router (docs/decisions/0008-direct-api-routes.md);
  // imported only now: next/server's request stores need the environment app.prepare() sets up
  const { directApiRoutes } = await import("../lib/serve/direct-api-routes");
  const direct = directApiRoutes({
    "GET /api/debates": (await import("../app/api/debates/route")).GET,
    "POST /api/votes": (await import("../app/api/votes/route")).POST,
    "GET /api/debates/[id]/comments": (await import("../app/api/debates/[id]/comments/route")).GET,
  });
  // Next's immutable scripts and styles in brotli, for browsers that take it (lib/serve/static-brotli.ts)
  const brotli = staticBrotli(".next/static");
  // a page that failed for a database outage answers 503 with Retry-After, not Next's 500
  const render = (req: IncomingMessage, res: ServerResponse) => {
    answerOutagesWith503(res);
    void handle(req, res);
  };
  await new Promise<void>((resolve, reject) => {
    createSiteServer((req, res) => {
      if (!brotli(req, res) && !direct(req, res)) cached(req, res, render);
    })
      .once("error", reject) // e.g. the port is taken: fail instead of lingering without a socket
      .listen(port, resolve);
  });
  log("info", `People's Verdict is ready on http://localhost:${port}${label}`);
}

// Next installs its own uncaughtException handler, which would keep a process that failed to listen alive
const serveOrExit = (label: string) =>
  serve(label).catch((error: unknown) => {
    log("error", "The server could not start", { error: describeError(error) });
    process.exit(1);
  });

// SIGTERM (a deploy, a scale-in) drains: no new connections, the requests in flight finish (8 s at most, inside the
// primary's 10 s), then the database handle closes (lib/serve/drain.ts)
const drainThenExit = (beforeExit?: () => Promise<unknown>) =>
  drainOnSignals(() => siteServers, { deadlineMs: 8000, beforeExit, log: (line) => log("info", line) });

if (cluster.isWorker) {
  drainThenExit(() => getDbHandle().close());
  await serveOrExit(` (worker ${cluster.worker?.id})`);
} else {
  if (!existsSync(".next/BUILD_ID")) {
    log("info", "No build found: running next build first...");
    execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
  }

  // Migrations (and the demo seed) run once, here, before any worker serves.
  const db = getDbHandle();
  await prepareDatabase(db, (line) => log("info", line));

  const workers = workerCount();
  if (workers === 1) {
    // one process owns the database handle: the embedded PGlite cannot be shared between processes
    drainThenExit(() => db.close());
    await serveOrExit("");
  } else {
    await db.close();
    setDbHandle(undefined);
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
      const exitWhenDone = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
      cluster.on("exit", exitWhenDone);
      exitWhenDone();
      setTimeout(() => process.exit(0), 10_000).unref();
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);

    let started = 0;
    cluster.on("exit", (worker, code, signal) => {
      if (stopping) return;
      log("error", `Worker ${worker.id} exited (${signal ?? code}); starting another`);
      // a worker that dies while starting would die again: give up instead of looping
      if (started < workers) process.exit(1);
      setTimeout(() => cluster.fork(), 1000);
    });
    cluster.on("listening", () => {
      if (++started === workers) log("info", `${workers} workers serving on port ${port} (WEB_CONCURRENCY to change)`);
    });
    log("info", `Starting ${workers} workers...`);
    for (let i = 0; i < workers; i++) cluster.fork();
  }
}
