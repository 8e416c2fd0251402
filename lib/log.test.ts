import { describe, expect, it } from "vitest";
import { describeError, formatLine, scrubMessage } from "./log";

describe("log lines", () => {
  it("are one JSON object per line in production, readable text elsewhere", () => {
    const line = formatLine(
      "error",
      "Request failed",
      { requestId: "req-12345678", path: "/debate/1", skipped: undefined },
      true,
    );
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      level: "error",
      time: expect.any(String),
      msg: "Request failed",
      requestId: "req-12345678",
      path: "/debate/1",
    });
    expect(formatLine("warn", "Slow", { requestId: "r-12345678", error: "a b" }, false)).toBe(
      '[warn] Slow requestId=r-12345678 error="a b"',
    );
  });

  it("scrub what an error message may quote: values, emails, tokens, drizzle's params", () => {
    expect(scrubMessage('invalid input syntax for type integer: "secret-value"')).toBe(
      'invalid input syntax for type integer: "?"',
    );
    expect(
      scrubMessage('Failed query: select * from "session" where "id" = $1\nparams: 9f86d081884c7d659a2feaa0c55ad015'),
    ).toBe('Failed query: select * from "session" where "id" = $1');
    expect(scrubMessage("no user ann@example.com")).toBe("no user [email]");
    expect(scrubMessage("bad token Zm9vYmFyYmF6cXV4cXV1eGNvcmdl")).toBe("bad token [redacted]");
    const described = describeError(
      Object.assign(new Error("outer", { cause: Object.assign(new Error('key "x@y.io" taken'), { code: "23505" }) })),
    );
    expect(described).toMatch(/^Error: outer\n\s+at /);
    expect(described).toContain('caused by Error [23505]: key "?" taken');
  });
});
