import { describe, expect, it } from "vitest";
import { isEnded, timeLeft } from "./time-left";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.UTC(2025, 0, 1);

describe("timeLeft", () => {
  it.each([
    [7 * DAY, "7 days left"],
    [2 * DAY, "2 days left"],
    [2 * DAY + 5 * HOUR, "2 days left"],
    [DAY + 5 * HOUR + 30 * MIN, "1 day, 5h left"],
    [DAY, "1 day, 0h left"],
    [DAY - 1, "23h 59m left"],
    [3 * HOUR + 7 * MIN, "3h 7m left"],
    [HOUR, "1h 0m left"],
    [HOUR - 1, "59m left"],
    [MIN, "1m left"],
    [MIN - 1, "Ending soon"],
    [1, "Ending soon"],
    [0, "Ended"],
    [-DAY, "Ended"],
  ])("%i ms before the deadline reads %s", (left, text) => {
    expect(timeLeft(now + left, now)).toBe(text);
  });
});

describe("isEnded", () => {
  it("is true from the deadline on", () => {
    expect(isEnded(new Date(now).toISOString(), now)).toBe(true);
    expect(isEnded(new Date(now + 1).toISOString(), now)).toBe(false);
  });
});
