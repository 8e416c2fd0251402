import type { Server } from "node:http";

/**
 * Stops taking connections and lets the requests in flight finish (issue 12, item 10: SIGTERM drains open requests
 * before exit). Idle keep-alive connections are closed at once, and each busy one as soon as its answer is out; past
 * the deadline the rest are cut. Resolves true when every request finished in time.
 */
export function drainServer(server: Server, deadlineMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let finished = false;
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      done(false);
    }, deadlineMs);
    const done = (inTime: boolean) => {
      if (finished) return;
      finished = true;
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(inTime);
    };
    // a request that arrives on a kept-alive connection while draining is still served, and told to close it
    server.on("request", (_req, res) => res.setHeader("Connection", "close"));
    server.close(() => done(true));
    server.closeIdleConnections();
  });
}

/** How long after the drain's deadline the process exits even if `beforeExit` has not finished. */
const EXIT_GRACE_MS = 2000;

/**
 * On SIGTERM or SIGINT: drain every server (within the deadline), run `beforeExit` (close the database), then exit
 * 0, at the latest EXIT_GRACE_MS after the deadline. A second signal while draining exits at once.
 */
export function drainOnSignals(servers: () => Iterable<Server>, opts: { deadlineMs: number; beforeExit?: () => Promise<unknown>; log?: (line: string) => void }) {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) process.exit(1);
    draining = true;
    // whatever hangs (a database handle that never closes, a socket Next holds), the process is gone soon after
    setTimeout(() => process.exit(0), opts.deadlineMs + EXIT_GRACE_MS).unref();
    opts.log?.(`${signal}: finishing the requests in flight (at most ${opts.deadlineMs / 1000} s)`);
    void Promise.all([...servers()].map((s) => drainServer(s, opts.deadlineMs)))
      .then(async () => {
        await opts.beforeExit?.().catch(() => {});
      })
      .finally(() => process.exit(0));
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
