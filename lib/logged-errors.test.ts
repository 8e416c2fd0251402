import { describe, expect, it } from "vitest";
import { firstLog, skipRepeatedErrorDumps } from "./logged-errors";

describe("skipRepeatedErrorDumps", () => {
  it("drops Next's printout (' ⨯', error) of an error logged right after, and prints every other call", async () => {
    const printed: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void printed.push(args) };
    skipRepeatedErrorDumps(target, 20);
    const failed = new Error("connect ECONNREFUSED");
    const other = new Error("something else");
    target.error(" ⨯", failed);
    target.error(" ⨯", other);
    target.error("a plain line");
    expect(firstLog(failed)).toBe(true);
    expect(printed).toEqual([["a plain line"]]);
    await new Promise((r) => setTimeout(r, 60));
    expect(printed).toEqual([["a plain line"], [" ⨯", other]]);
  });

  it("firstLog is true once per error object", () => {
    const e = new Error("x");
    expect(firstLog(e)).toBe(true);
    expect(firstLog(e)).toBe(false);
    expect(firstLog(new Error("x"))).toBe(true);
    expect(firstLog("a string")).toBe(true);
  });
});
