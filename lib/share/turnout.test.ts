import { describe, expect, it } from "vitest";
import { turnoutBucket, turnoutLabel } from "./turnout";

describe("an open debate's turnout on its share card", () => {
  it("is the 1-2-5 step at or below the count", () => {
    const steps = [0, 1, 2, 3, 4, 5, 9, 10, 19, 20, 49, 50, 99, 100, 137, 999, 1000, 1999, 2000, 5000, 12_345];
    expect(steps.map(turnoutBucket)).toEqual([
      0, 1, 2, 2, 2, 5, 5, 10, 10, 20, 20, 50, 50, 100, 100, 500, 1000, 1000, 2000, 5000, 10_000,
    ]);
  });

  it("reads true of every count in its step", () => {
    expect([0, 1, 2, 137, 12_345].map((n) => turnoutLabel(turnoutBucket(n)))).toEqual([
      "No votes yet",
      "1 vote so far",
      "2+ votes so far",
      "100+ votes so far",
      "10,000+ votes so far",
    ]);
  });
});
