// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { swingOf, type SwingTable } from "@/lib/results/swing";
import { MindsChanged } from "./minds-changed";

afterEach(cleanup);

const TITLES = { positionATitle: "Ban them", positionBTitle: "Keep them" };
const table = (AA: number, AB: number, BA: number, BB: number, UA: number, UB: number): SwingTable => ({
  A: { A: AA, B: AB },
  B: { A: BA, B: BB },
  undecided: { A: UA, B: UB },
});
const show = (t: SwingTable, withoutLean = 0, late = 0) =>
  render(<MindsChanged swing={swingOf({ table: t, withoutLean, late })} titles={TITLES} large={false} />);

describe("Minds changed, as an audience vote reads", () => {
  it("B gains: before and after, B named as gaining the most, the gap and its interval both in B's favour", () => {
    // net -20.0 and interval [-64.6, +24.6] as published (A's gain less B's): read as B's +20.0, [-24.6, +64.6]
    show(table(5, 8, 5, 6, 5, 6), 3, 2);
    const section = screen.getByRole("region", { name: "Minds changed" });
    expect(within(section).getByTestId("swing-before").textContent).toBe("A 37.1% · B 31.4% · undecided 31.4%");
    expect(within(section).getByTestId("swing-after").textContent).toBe("A 42.9% · B 57.1%");
    expect(within(section).getByTestId("swing-gained").textContent).toBe(
      "B (Keep them) gained the most: +25.7 points, against +5.7 for A (Ban them).",
    );
    expect(within(section).getByTestId("swing-net").textContent).toBe(
      "B gained 20.0 points more than A; 95% interval \u221224.6 to +64.6 points in B's favour.",
    );
    // 'too close to call' says what it is about, and is said once
    expect(within(section).getByTestId("swing-too-close").textContent).toBe(
      "Too close to call which side gained more minds",
    );
    expect(section.textContent?.match(/too close to call/gi)).toHaveLength(1);
  });

  it("A gains clearly: no 'too close', A named; bounds past 100 points are explained behind the disclosure", () => {
    show(table(6, 0, 8, 6, 0, 0));
    expect(screen.queryByTestId("swing-too-close")).toBeNull();
    expect(screen.getByTestId("swing-gained").textContent).toBe(
      "A (Ban them) gained the most: +40.0 points, against \u221240.0 for B (Keep them).",
    );
    expect(screen.getByTestId("swing-net").textContent).toBe(
      "A gained 80.0 points more than B; 95% interval +35.9 to +124.1 points in A's favour.",
    );
    const details = screen.getByTestId("swing-details");
    expect(details.tagName).toBe("DETAILS");
    expect((details as HTMLDetailsElement).open).toBe(false);
    expect(details.firstElementChild?.tagName).toBe("SUMMARY");
    expect(within(details).getByTestId("swing-range").textContent).toContain(
      "this one could run from \u221260.0 to +140.0 points in A's favour.",
    );
    // the statistics: the measure, the table with its headers, the counts, the published figures
    expect(within(details).getByRole("table", { hidden: true })).toBeTruthy();
    expect(within(details).getByTestId("swing-counts").textContent).toBe(
      "20 paired, 0 voted without a lean in time, 0 late leans left out.",
    );
    expect(details.textContent).toContain("net +80.0 points, interval +35.9 to +124.1 as computed.");
  });

  it("an interval past what the leans allow is cut, and the disclosure says so", () => {
    show(table(1, 0, 1, 0, 0, 1), 1, 1);
    expect(screen.getByTestId("swing-net").textContent).toBe(
      "A gained 33.3 points more than B; 95% interval \u2212100.0 to +100.0 points in A's favour.",
    );
    expect(screen.getByTestId("swing-range").textContent).toMatch(/so it is cut there\.$/);
    expect(screen.getByTestId("swing-details").textContent).toContain("interval \u2212139.5 to +206.2 as computed");
  });

  it("no paired voter: says there is no swing, the counts behind the disclosure", () => {
    show(table(0, 0, 0, 0, 0, 0), 13, 0);
    expect(screen.getByTestId("swing-none").textContent).toContain("no swing to report (13 voted without one)");
    expect(screen.queryByTestId("swing-gained")).toBeNull();
    expect(screen.queryByRole("table", { hidden: true })).toBeNull();
    expect(screen.getByTestId("swing-counts").textContent).toBe(
      "0 paired, 13 voted without a lean in time, 0 late leans left out.",
    );
  });
});
