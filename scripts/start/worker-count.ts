import { availableParallelism } from "node:os";

const LOCAL_HOSTS = new Set(["", "localhost", "127.0.0.1", "[::1]"]);

/** Whether DATABASE_URL names a server on this machine (a loopback host or a Unix socket). */
export function isLocalDatabase(url: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

type WorkerEnv = Record<string, string | undefined>;

/**
 * Node workers for `npm start` (docs/decisions/0006-one-worker-per-core.md): WEB_CONCURRENCY when set, else one
 * per core, less one core left to PostgreSQL when it runs on this machine; always one on the embedded PGlite.
 */
export function workerCount(env: WorkerEnv = process.env, cores = availableParallelism()): number {
  if (!env.DATABASE_URL) return 1;
  const asked = Number.parseInt(env.WEB_CONCURRENCY ?? "", 10);
  if (asked > 0) return asked;
  return isLocalDatabase(env.DATABASE_URL) ? Math.max(1, cores - 1) : cores;
}
