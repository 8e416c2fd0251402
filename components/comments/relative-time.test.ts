import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = Date.UTC(2026, 5, 10, 12);
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe("relativeTime", () => {
  it.each([
    [20_000, "just now"],
    [60_000, "1 minute ago"],
    [5 * 60_000, "5 minutes ago"],
    [3_600_000, "1 hour ago"],
    [26 * 3_600_000, "1 day ago"],
    [6 * 86_400_000, "6 days ago"],
    [30 * 86_400_000, "May 11, 2026"],
  ])("%i ms ago reads %j", (ms, text) => expect(relativeTime(before(ms), NOW)).toBe(text));
});
