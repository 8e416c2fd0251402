import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dateRange } from "./date-range";

const TZ = process.env.TZ;
beforeEach(() => {
  process.env.TZ = "America/New_York";
});
afterEach(() => {
  process.env.TZ = TZ;
});

// Wednesday 10 June 2026, 23:30 in New York (03:30 UTC on the 11th)
const now = () => new Date("2026-06-11T03:30:00Z");

describe("dateRange", () => {
  it("today is local midnight to the next local midnight", () => {
    expect(dateRange("today", now())).toEqual({ from: "2026-06-10T04:00:00.000Z", to: "2026-06-11T04:00:00.000Z" });
  });
  it("yesterday is the local day before", () => {
    expect(dateRange("yesterday", now())).toEqual({ from: "2026-06-09T04:00:00.000Z", to: "2026-06-10T04:00:00.000Z" });
  });
  it("this week runs Monday to Monday, this month the 1st to the 1st", () => {
    expect(dateRange("week", now())).toEqual({ from: "2026-06-08T04:00:00.000Z", to: "2026-06-15T04:00:00.000Z" });
    expect(dateRange("month", now())).toEqual({ from: "2026-06-01T04:00:00.000Z", to: "2026-07-01T04:00:00.000Z" });
  });
  it("a custom range includes both days; an empty end is open", () => {
    expect(dateRange("custom", now(), { from: "2026-03-01", to: "2026-03-31" })).toEqual({
      from: "2026-03-01T05:00:00.000Z",
      to: "2026-04-01T04:00:00.000Z",
    });
    expect(dateRange("custom", now(), { from: "2026-03-01", to: "" })).toEqual({
      from: "2026-03-01T05:00:00.000Z",
      to: undefined,
    });
  });
  it("all has no window", () => {
    expect(dateRange("all", now())).toEqual({});
  });
});
