import { describe, expect, it } from "vitest";
import { ConnectFailedError } from "@/lib/db/pool";
import { QueryFailedError } from "@/lib/db/scrub-errors";
import { isDatabaseUnavailable, uniqueViolation } from "./database-errors";

// what the database layer throws: a failed query (lib/db/scrub-errors.ts) or a failed lease (lib/db/pool.ts), the
// driver's error as its cause
const query = (cause: unknown) => new QueryFailedError("select 1", cause);
const lease = (cause: unknown) => new ConnectFailedError(cause);
// pg's error for an ErrorResponse from the server or a pooler: a SQLSTATE and a severity
const server = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "ERROR" });
const socket = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("treats pg's client-side query timeout (a frozen or unreachable server) as the database being unavailable", () => {
    expect(isDatabaseUnavailable(query(new Error("Query read timeout")))).toBe(true);
  });

  it("treats a refused connection, a pool timeout, a dropped connection and a statement timeout as unavailable", () => {
    expect(isDatabaseUnavailable(query(socket("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")))).toBe(true);
    expect(isDatabaseUnavailable(lease(socket("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")))).toBe(true);
    expect(isDatabaseUnavailable(lease(new Error("timeout exceeded when trying to connect")))).toBe(true);
    expect(isDatabaseUnavailable(query(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(query(socket("ECONNRESET", "read ECONNRESET")))).toBe(true);
    expect(isDatabaseUnavailable(query(server("57014", "canceling statement due to statement timeout")))).toBe(true);
  });

  it("treats a pooler's refusals and a prepared statement it mixed up as unavailable", () => {
    for (const message of [
      "no more connections allowed (max_client_conn)",
      "server login retry",
      "query_wait_timeout",
      "unsupported startup parameter: statement_timeout",
    ]) {
      expect(isDatabaseUnavailable(query(server("08P01", message)))).toBe(true);
      expect(isDatabaseUnavailable(lease(server("08P01", message)))).toBe(true);
    }
    expect(isDatabaseUnavailable(query(server("42P05", 'prepared statement "debates:by-id" already exists')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(query(server("26000", 'prepared statement "debates:by-id" does not exist')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(query(server("53300", "sorry, too many clients already")))).toBe(true);
  });

  it("does not count a request body cut short, or any error not from the driver, as an outage", () => {
    // Node's error for a request whose client closed the socket mid-body
    expect(isDatabaseUnavailable(socket("ECONNRESET", "aborted"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("terminated", { cause: socket("ECONNRESET", "aborted") }))).toBe(false);
    expect(isDatabaseUnavailable(socket("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:6379"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(false);
    // a SQLSTATE without a server's severity is not a server's answer
    expect(isDatabaseUnavailable(socket("57014", "canceling statement due to statement timeout"))).toBe(false);
  });

  it("does not hide a real fault as an outage", () => {
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(query(server("42P01", 'relation "x" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(query(new Error("The query read timeout was reached in a story")))).toBe(false);
    expect(isDatabaseUnavailable("Query read timeout")).toBe(false);
  });
});

describe("uniqueViolation", () => {
  it("names the constraint of a unique violation anywhere in the chain", () => {
    expect(
      uniqueViolation(query(Object.assign(new Error("duplicate"), { code: "23505", constraint: "users_email_key" }))),
    ).toBe("users_email_key");
    expect(uniqueViolation(new Error("other"))).toBeNull();
  });
});
