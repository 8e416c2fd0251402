import { sql } from "drizzle-orm";
import { createServer, type AddressInfo } from "node:net";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "../../app/api/health/route";
import { GET as listDebates } from "../../app/api/debates/route";
import { isDatabaseUnavailable } from "../../lib/database-errors";
import { getDb, getDbHandle, openPostgres, setDbHandle, type DbHandle } from "../../lib/db";
import { hasPgBouncer, pooledUrl, startPgBouncer, type PgBouncer } from "../../scripts/pgbouncer";
import { call } from "../fixtures/http";

// Issue 16 item 4: the app through a transaction-mode PgBouncer (Debian's 1.18 in CI) started by this test on a
// spare port, in front of this file's fresh database. Needs PostgreSQL (TEST_DATABASE_URL) and pgbouncer; CI has both.
const admin = process.env.TEST_DATABASE_URL;
const runnable = !!admin && hasPgBouncer();

let bouncer: PgBouncer | undefined;
let direct: DbHandle | undefined;
let database = "";
const opened: DbHandle[] = [];

async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The app's pool (openPostgres) through the pooler, installed as the app's database. */
function throughPooler(): DbHandle {
  const handle = openPostgres(pooledUrl(admin!, bouncer!.port, database));
  opened.push(handle);
  setDbHandle(handle);
  return handle;
}

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

const codes = (error: unknown) => {
  const found: unknown[] = [];
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) found.push(e.code);
  return found;
};

describe.skipIf(!runnable)("through PgBouncer in transaction mode", () => {
  beforeAll(async () => {
    direct = getDbHandle();
    const { rows } = await getDb().execute<{ name: string }>(sql`select current_database() as name`);
    database = rows[0].name;
    // one server connection: statements of two clients meet on it, as they do on a busy pooler
    bouncer = await startPgBouncer(admin!, await sparePort(), { poolSize: 1 });
  });

  afterAll(async () => {
    setDbHandle(direct);
    for (const handle of opened) await handle.close();
    await bouncer?.stop();
  });

  it("connects (the pool sends no startup parameter the pooler refuses) and serves pages' reads and health", async () => {
    throughPooler();
    // at once, so that they run on several of the pool's connections and meet on the pooler's one server connection
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all([
        call(listDebates, "/api/debates"),
        call(listDebates, "/api/debates"),
        call(listDebates, "/api/debates?sort=popular"),
        call(health, "/api/health"),
        call(health, "/api/health"),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    }
  });

  it("cancels a statement after 1.5 s (the role's default the deploy step set), answered 503 with Retry-After", async () => {
    const handle = throughPooler();
    const started = Date.now();
    const error = await errorOf(() => handle.db.execute(sql`select pg_sleep(5)`));
    expect(codes(error)).toContain("57014");
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(4000);

    // a page's read held up past the timeout (a lock taken on a direct connection): the route answers 503, not 500
    const url = new URL(admin!);
    url.pathname = `/${database}`;
    const locker = new Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table debates in access exclusive mode");
      const res = await call(listDebates, "/api/debates");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
  }, 20_000);

  it("with named prepared statements turned on, pages and health alike answer 503 (42P05), never 500 and never a green health", async () => {
    process.env.DB_PREPARED_STATEMENTS = "1";
    try {
      throughPooler();
      const lists = await Promise.all([call(listDebates, "/api/debates"), call(listDebates, "/api/debates")]);
      expect(lists.map((r) => r.status)).toContain(503);
      expect(lists.map((r) => r.status)).not.toContain(500);
      const checks = await Promise.all([call(health, "/api/health"), call(health, "/api/health")]);
      expect(checks.map((r) => r.status)).toContain(503);

      // the same switch on a direct connection works
      setDbHandle(direct);
      const again = await Promise.all([
        call(listDebates, "/api/debates"),
        call(listDebates, "/api/debates"),
        call(health, "/api/health"),
      ]);
      expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    } finally {
      delete process.env.DB_PREPARED_STATEMENTS;
    }
  });
});
