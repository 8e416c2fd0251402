import { describe, expect, it } from "vitest";
import { debateResult, winnerLine } from "./result";

describe("debateResult", () => {
  it("rounds each share of the total and names the winner", () => {
    expect(debateResult(2, 1)).toEqual({ percentA: 67, percentB: 33, total: 3, winner: "A" });
    expect(debateResult(1, 3)).toEqual({ percentA: 25, percentB: 75, total: 4, winner: "B" });
  });

  it("is a tie on equal counts and 0% with no votes", () => {
    expect(debateResult(5, 5)).toEqual({ percentA: 50, percentB: 50, total: 10, winner: null });
    expect(debateResult(0, 0)).toEqual({ percentA: 0, percentB: 0, total: 0, winner: null });
  });
});

describe("winnerLine", () => {
  it("names the winner with its share", () => {
    expect(winnerLine(7, 3)).toBe("Position A won (70%)");
    expect(winnerLine(1, 2)).toBe("Position B won (67%)");
  });

  it("says it's a tie, and nothing without votes", () => {
    expect(winnerLine(4, 4)).toBe("It's a tie!");
    expect(winnerLine(0, 0)).toBeNull();
  });
});
