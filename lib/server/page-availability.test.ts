import { describe, expect, it } from "vitest";
import { isUnavailable } from "@/lib/unavailable-copy";
import { DatabaseUnavailableError, pageData, pageOutageCount, unavailableStatus } from "./page-availability";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("pageData", () => {
  it("passes a page's data and its other errors through untouched", async () => {
    expect(await pageData(async () => 7)).toBe(7);
    const bug = new Error("a bug");
    await expect(pageData(async () => Promise.reject(bug))).rejects.toBe(bug);
  });

  it("turns an outage into the error error.tsx recognises, records it, and then maps that page's 500 to 503", async () => {
    const before = pageOutageCount();
    expect(unavailableStatus(500, Date.now() - 60_000)).toBeUndefined();
    const error = await pageData(async () => Promise.reject(new Error("query failed", { cause: refused }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(isUnavailable(error)).toBe(true);
    expect(pageOutageCount()).toBe(before + 1);
    // an outer pageData does not count the same outage twice
    await pageData(async () => Promise.reject(error)).catch(() => {});
    expect(pageOutageCount()).toBe(before + 1);
    expect(unavailableStatus(500)).toBe(503);
    expect(unavailableStatus(200)).toBeUndefined();
    expect(unavailableStatus(404)).toBeUndefined();
    expect(unavailableStatus(500, Date.now() + 60_000)).toBeUndefined();
  });
});
