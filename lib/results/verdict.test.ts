import { describe, expect, it } from "vitest";
import { resultsContent, resultsSubject, verdictLine, winnerOf, type Verdict } from "./verdict";

const v = (A: number, B: number): Verdict => ({
  title: "Should it?",
  winner: winnerOf(A, B),
  A,
  B,
  total: A + B,
  positionA: "Yes",
  positionB: "No",
});

describe("the verdict's words", () => {
  it("names the winner with both counts, a tie, and no votes", () => {
    expect(verdictLine(v(12, 8))).toBe("Yes wins, 12 votes to 8.");
    expect(verdictLine(v(1, 0))).toBe("Yes wins, 1 vote to 0.");
    expect(verdictLine(v(1200, 3400))).toBe("No wins, 3,400 votes to 1,200.");
    expect(verdictLine(v(5, 5))).toBe("It's a tie: 5 votes each.");
    expect(verdictLine(v(0, 0))).toBe("No votes were cast.");
  });

  it("calls a debate nobody voted on 'none', not a tie (issue 24 item 6.6: the exports and the page agree)", () => {
    expect([winnerOf(0, 0), winnerOf(2, 2), winnerOf(1, 0), winnerOf(0, 1)]).toEqual(["none", "tie", "A", "B"]);
  });

  it("the subject and the message's text", () => {
    expect(resultsSubject("Should it?")).toBe("Results are in: Should it?");
    expect(resultsContent(v(2, 1))).toBe(
      'Voting on "Should it?" has closed. The people\'s verdict: Yes wins, 2 votes to 1.\n\nYes (A): 2 votes\nNo (B): 1 vote\nTotal: 3 votes',
    );
  });
});
