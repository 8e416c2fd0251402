import { describe, expect, it } from "vitest";
import { isUnavailable } from "@/lib/unavailable-copy";
import { ERROR_STATUS, errorBody } from "@/lib/errors";
import { DatabaseUnavailableError, outageError, pageData, recentOutage, recordOutage } from "./outage";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
// what lib/db throws for a query the driver could not run (database-errors counts only the database layer's errors)
const queryFailed = () => Object.assign(new Error("query failed", { cause: refused }), { name: "QueryFailedError" });

describe("pageData", () => {
  it("passes a page's data and its other errors through untouched", async () => {
    expect(await pageData(async () => 7)).toBe(7);
    const bug = new Error("a bug");
    await expect(pageData(async () => Promise.reject(bug))).rejects.toBe(bug);
  });

  it("turns an outage into the error error.tsx recognises and records it for the next few seconds' pages", async () => {
    recordOutage(Date.now() - 60_000);
    expect(recentOutage()).toBe(false);
    const error = await pageData(async () => Promise.reject(queryFailed())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(isUnavailable(error)).toBe(true);
    expect(recentOutage()).toBe(true);
    expect(recentOutage(Date.now() + 4_000)).toBe(true);
    expect(recentOutage(Date.now() + 6_000)).toBe(false);
    // an outer pageData passes the same outage on as it is
    expect(await pageData(async () => Promise.reject(error)).catch((e: unknown) => e)).toBe(error);
  });
});

describe("outageError", () => {
  it("is the 503 a call answers during an outage: the table's UNAVAILABLE code, its message and Retry-After", () => {
    const error = outageError();
    expect(error.status).toBe(503);
    expect(ERROR_STATUS[error.code]).toBe(503);
    expect(error.retryAfter).toBe(5);
    expect(errorBody(error)).toEqual({
      message: "The service is temporarily unavailable. Please try again shortly.",
      code: "UNAVAILABLE",
    });
  });
});
