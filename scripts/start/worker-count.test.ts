import { describe, expect, it } from "vitest";
import { isLocalDatabase, workerCount } from "./worker-count";

describe("workerCount", () => {
  it("is one on the embedded database, whatever WEB_CONCURRENCY says", () => {
    expect(workerCount({ WEB_CONCURRENCY: "4" }, 8)).toBe(1);
  });

  it("follows WEB_CONCURRENCY on PostgreSQL", () => {
    expect(workerCount({ DATABASE_URL: "postgres://db.internal/pv", WEB_CONCURRENCY: "3" }, 8)).toBe(3);
    expect(workerCount({ DATABASE_URL: "postgres://127.0.0.1/pv", WEB_CONCURRENCY: "3" }, 8)).toBe(3);
  });

  it("is one per core for a remote database, and leaves a core to a database on this machine", () => {
    expect(workerCount({ DATABASE_URL: "postgres://db.internal:5432/pv" }, 4)).toBe(4);
    expect(workerCount({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/pv" }, 4)).toBe(3);
    expect(workerCount({ DATABASE_URL: "postgres://localhost/pv", WEB_CONCURRENCY: "nonsense" }, 2)).toBe(1);
    expect(workerCount({ DATABASE_URL: "postgres://localhost/pv" }, 1)).toBe(1);
  });

  it("counts loopback hosts and Unix sockets as this machine", () => {
    expect(isLocalDatabase("postgres://[::1]:5432/pv")).toBe(true);
    expect(isLocalDatabase("postgres:///pv?host=/var/run/postgresql")).toBe(true);
    expect(isLocalDatabase("postgres://10.0.0.5/pv")).toBe(false);
    expect(isLocalDatabase("not a url")).toBe(false);
  });
});
