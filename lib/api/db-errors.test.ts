import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, uniqueViolation } from "./db-errors";

// drizzle wraps the driver's error: the cause chain is what is classified
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });

describe("isDatabaseUnavailable", () => {
  it("treats pg's client-side query timeout (a frozen or unreachable server) as the database being unavailable", () => {
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Query read timeout")))).toBe(true);
  });

  it("treats a refused connection, a pool timeout, a dropped connection and a statement timeout as unavailable", () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })))).toBe(true);
  });

  it("does not hide a real fault as an outage", () => {
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" })))).toBe(false);
    expect(isDatabaseUnavailable(new Error("The query read timeout was reached in a story"))).toBe(false);
    expect(isDatabaseUnavailable("Query read timeout")).toBe(false);
  });
});

describe("uniqueViolation", () => {
  it("names the constraint of a unique violation anywhere in the chain", () => {
    expect(uniqueViolation(wrapped(Object.assign(new Error("duplicate"), { code: "23505", constraint: "users_email_key" })))).toBe("users_email_key");
    expect(uniqueViolation(new Error("other"))).toBeNull();
  });
});
