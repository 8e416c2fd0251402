// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Debate } from "@/lib/debates/types";
import { publishedSwing, SWING_EXPLAINED, swingOf as figures, type SwingCounts } from "@/lib/results/swing";
import { SwingSummary } from "./swing-summary";
import { VoteResults } from "./vote-results";
import { debateView } from "@/tests/fixtures/debate-view";

afterEach(cleanup);

// the published form of a swing above the small-cell floor (these tables are rendered, not floored)
const swingOf = (counts: SwingCounts) => ({ ...figures(counts), suppressed: false as const });

const table = (AA: number, AB: number, BA: number, BB: number, UA: number, UB: number) => ({
  A: { A: AA, B: AB },
  B: { A: BA, B: BB },
  undecided: { A: UA, B: UB },
});
const closed = (over: Partial<Debate> = {}) =>
  debateView(Date.UTC(2025, 5, 2, 12), { voteCount: { A: 8, B: 5, total: 13 }, ...over });

describe("the swing on the results", () => {
  it("sits below the verdict, never instead: the measure explained, the gap, what is too close to call, the table", () => {
    // the worked example of lib/results/swing.test.ts: net +20.0, interval -56.2 to +96.2
    const swing = swingOf({ table: table(3, 1, 2, 2, 1, 1), withoutLean: 3, late: 2 });
    render(<VoteResults debate={closed({ swing })} refresh={() => {}} />);
    const results = screen.getByRole("group", { name: "Results" });
    expect(within(results).getByText(/Position A won/)).toBeTruthy();
    const section = screen.getByRole("region", { name: "Minds changed" });
    expect(within(section).getByText(SWING_EXPLAINED)).toBeTruthy();
    expect(within(section).getByText("Too close to call which side gained more minds")).toBeTruthy();
    expect(within(section).getByTestId("swing-net").textContent).toBe(
      "A gained 20.0 points more than B; 95% interval \u221256.2 to +96.2 points in A's favour.",
    );
    // the verdict comes first in the document
    const verdict = within(results).getByText(/Position A won/);
    expect(verdict.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // the statistics behind their disclosure
    const grid = within(within(section).getByTestId("swing-details")).getByRole("table", { hidden: true });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Before watching", "Voted A", "Voted B"]);
    const rows = within(grid)
      .getAllByRole("row")
      .slice(1)
      .map((r) => [
        within(r).getByRole("rowheader").textContent,
        ...within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ]);
    expect(rows).toEqual([
      ["A: Ban them", "3", "1"],
      ["B: Keep them", "2", "2"],
      ["Undecided", "1", "1"],
    ]);
    expect(within(section).getByTestId("swing-counts").textContent).toBe(
      "10 paired, 3 voted without a lean in time, 2 late leans left out.",
    );
  });

  it("a clear swing is not called too close; no paired voter says there is no swing; no swing, no section", () => {
    const clear = swingOf({ table: table(6, 0, 8, 6, 0, 0), withoutLean: 0, late: 0 });
    render(<VoteResults debate={closed({ swing: clear })} refresh={() => {}} />);
    expect(screen.queryByText(/too close to call/i)).toBeNull();
    expect(screen.getByTestId("swing-net").textContent).toBe(
      "A gained 80.0 points more than B; 95% interval +35.9 to +124.1 points in A's favour.",
    );
    cleanup();
    render(
      <VoteResults
        debate={closed({ swing: swingOf({ table: table(0, 0, 0, 0, 0, 0), withoutLean: 13, late: 0 }) })}
        refresh={() => {}}
      />,
    );
    expect(screen.getByTestId("swing-none").textContent).toContain("no swing to report (13 voted without one)");
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    render(<VoteResults debate={closed()} refresh={() => {}} />);
    expect(screen.queryByTestId("swing")).toBeNull();
  });

  it("under the small-cell floor: '<5' for a withheld cell, no share, no net swing, no interval", () => {
    const swing = publishedSwing({ table: table(6, 2, 0, 7, 1, 5), withoutLean: 3, late: 1 });
    render(<SwingSummary swing={swing} titles={closed()} />);
    const section = screen.getByRole("region", { name: "Minds changed" });
    expect(within(section).getByTestId("swing-withheld").textContent).toContain("without singling someone out");
    const rows = within(within(section).getByRole("table"))
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["6", "<5"],
      ["<5", "7"],
      ["<5", "5"],
    ]);
    expect(within(section).queryByTestId("swing-net")).toBeNull();
    expect(within(section).queryByText(/%/)).toBeNull();
    expect(within(section).getByTestId("swing-counts").textContent).toBe("1 late lean left out.");
  });
});
