import { Pool, type PoolClient } from "pg";
import { recordConnectionWait } from "@/lib/instance-stats";
import { tracedQuery } from "./trace-queries";

const READ_TIMEOUT = "Query read timeout";
type Guarded = PoolClient & {
  __pvGuarded?: boolean;
  __pvLeaseStart?: boolean;
  connection?: { stream?: { destroy?: () => void } };
};

/**
 * Getting a connection for a transaction failed (refused, timed out, pool exhausted): the driver's error is its cause.
 */
export class ConnectFailedError extends Error {
  constructor(cause: unknown) {
    super("Could not get a database connection", { cause });
    this.name = "ConnectFailedError";
  }
}

/**
 * pg's Pool, hardened for a database that stops answering, for the clients drizzle leases for a
 * transaction (`pool.connect()`):
 * - drizzle sends `begin` before its try/finally: when `begin` fails (a frozen server: "Query read timeout") the client
 *   is never released and the pool loses it for good. The lease's first query failing releases it with the error,
 *   which makes the pool discard it.
 * - after a read timeout the connection is closed, so the `rollback` that follows fails at once instead of waiting
 *   another query_timeout behind the unanswered query, and the pool discards the client (no longer queryable).
 * A failure to get the connection is a ConnectFailedError, so lib/database-errors.ts knows it came from the driver.
 * Each wait for a connection is recorded for /api/health's detail (lib/instance-stats.ts).
 */
export class GuardedPool extends Pool {
  constructor(config: ConstructorParameters<typeof Pool>[0]) {
    super(config);
    // a span per query when tracing (lib/db/trace-queries.ts)
    (this as { query: unknown }).query = tracedQuery(Pool.prototype.query.bind(this), "postgresql");
  }

  // pg's connect() has a callback form (used by pool.query, which releases on error itself) and a promise form
  connect(): Promise<PoolClient>;
  connect(
    callback: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  connect(
    callback?: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void,
  ) {
    const asked = performance.now();
    const waited = () => recordConnectionWait(performance.now() - asked);
    if (callback) {
      return super.connect((err, client, done) => {
        if (!err) waited();
        callback(err, client, done);
      });
    }
    return super.connect().then(
      (client) => {
        waited();
        return guard(client);
      },
      (error: unknown) => {
        throw new ConnectFailedError(error);
      },
    );
  }
}

function guard(client: Guarded): PoolClient {
  client.__pvLeaseStart = true;
  if (client.__pvGuarded) return client;
  client.__pvGuarded = true;
  const query = tracedQuery(client.query.bind(client), "postgresql");
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = client.__pvLeaseStart === true;
    client.__pvLeaseStart = false;
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT) client.connection?.stream?.destroy?.();
        if (first) client.release(error instanceof Error ? error : true);
      });
    }
    return result;
  };
  return client;
}
