import { DrizzleQueryError } from "drizzle-orm";

// SQLSTATEs of a server (or a pooler speaking for it) that cannot serve the statement now: answered 503
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin shutdown
  "57P02", // crash shutdown
  "57P03", // cannot connect now
  "57P05", // idle session timeout
  "53300", // too many connections
  "53400", // configuration limit exceeded
  "57014", // statement timeout
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  // a protocol violation: PgBouncer's own refusals ('no more connections allowed', 'server login retry',
  // 'query_wait_timeout', an unsupported startup parameter) all carry this code
  "08P01",
  // a named prepared statement a pooler mixed up between clients (DB_PREPARED_STATEMENTS behind one)
  "42P05",
  "26000",
]);
// a socket the driver opened to the database failing
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);
// pg and pg-pool's own messages: no connection within connectionTimeoutMillis, a connection lost, a frozen server
// (query_timeout), a client dropped after an error
const DRIVER_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

type Coded = { code?: unknown; message?: unknown; cause?: unknown; severity?: unknown };

function* causes(error: unknown): Generator<Coded> {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    yield e;
    e = (e as Coded).cause;
  }
}

// by the name their constructors set (lib/db/scrub-errors.ts, lib/db/pool.ts), not instanceof: Next's server bundles
// each hold their own copy of lib/db, and the first to load installs the scrubbing, so a page may meet another
// copy's QueryFailedError
const DATABASE_LAYER_ERRORS = new Set(["QueryFailedError", "ConnectFailedError"]);

/** An error the database layer threw for a query or for getting a connection (everything under it is the driver's). */
const fromDatabaseLayer = (e: unknown) =>
  e instanceof DrizzleQueryError || (e instanceof Error && DATABASE_LAYER_ERRORS.has(e.name));

/**
 * The database is down, unreachable, frozen (pg's client-side query_timeout: "Query read timeout"), the pool or the
 * pooler is exhausted, or a statement timed out: answer 503, do not hang. Only an error from the database driver
 * counts (each one makes pages answer 503 for a few seconds, lib/outage.ts): a socket error, timeout or
 * connection message only under a failed query or connection, and a SQLSTATE only on a server's error (with a
 * severity). A request body cut short (ECONNRESET 'aborted') is the client's fault, not an outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let driver = false;
  for (const e of causes(error)) {
    if (fromDatabaseLayer(e)) {
      driver = true;
      continue;
    }
    const code = typeof e.code === "string" ? e.code : "";
    if (typeof e.severity === "string" && UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (!driver) continue;
    if (SOCKET_CODES.has(code)) return true;
    if (typeof e.message === "string" && DRIVER_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** A unique constraint refused the row: the caller turns this into a 409. */
export function uniqueViolation(error: unknown): string | null {
  for (const e of causes(error)) {
    if (e.code === "23505") return String((e as { constraint?: unknown }).constraint ?? "unique");
  }
  return null;
}
