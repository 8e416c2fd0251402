import { describe, expect, it } from "vitest";
import { swingOf, type SwingTable } from "./swing";
import { gainedText, gapText, rangeText, readSwing } from "./swing-reading";

const TITLES = { positionATitle: "Ban them", positionBTitle: "Keep them" };
const table = (AA: number, AB: number, BA: number, BB: number, UA: number, UB: number): SwingTable => ({
  A: { A: AA, B: AB },
  B: { A: BA, B: BB },
  undecided: { A: UA, B: UB },
});
const read = (t: SwingTable) => {
  const s = swingOf({ table: t, withoutLean: 0, late: 0 });
  return { s, r: readSwing(s) };
};
/** The same voters with the sides' names swapped: every lean and ballot for A becomes one for B. */
const mirror = (t: SwingTable) => table(t.B.B, t.B.A, t.A.B, t.A.A, t.undecided.B, t.undecided.A);

describe("readSwing: one orientation, the side that gained more", () => {
  it("B gains (net below zero): B is named, and the gap and its interval are both in B's favour", () => {
    // the integration example (tests/integration/swing.test.ts) with the sides swapped: net -20.0, interval
    // [-64.6, +24.6] as published; B's share 37.1% -> 57.1% (+25.7... mirrored), A's +5.7
    const { s, r } = read(table(5, 8, 5, 6, 5, 6));
    expect(s.net).toBe(-20);
    expect(s.interval).toEqual([-64.6, 24.6]);
    expect(r).toMatchObject({ leader: "B", favoured: "B", other: "A", gap: 20, interval: [-24.6, 64.6], cut: false });
    expect(gainedText(s, r, TITLES)).toBe(
      "B (Keep them) gained the most: +25.7 points, against +5.7 for A (Ban them).",
    );
    expect(gapText(r)).toBe("B gained 20.0 points more than A; 95% interval \u221224.6 to +64.6 points in B's favour.");
    expect(r.tooClose).toBe(true);
  });

  it("A gains clearly: A is named, the interval is net's as published, inside the range these leans allow", () => {
    // before A 30%, B 70%: A's gap could run from -60 (all vote B) to +140 (all vote A)
    const { s, r } = read(table(6, 0, 8, 6, 0, 0));
    expect(s.interval).toEqual([35.9, 124.1]);
    expect(r).toMatchObject({ leader: "A", gap: 80, interval: [35.9, 124.1], possible: [-60, 140], cut: false });
    expect(r.tooClose).toBe(false);
    expect(gainedText(s, r, TITLES)).toBe(
      "A (Ban them) gained the most: +40.0 points, against \u221240.0 for B (Keep them).",
    );
    expect(gapText(r)).toBe("A gained 80.0 points more than B; 95% interval +35.9 to +124.1 points in A's favour.");
    expect(rangeText(r)).toBe(
      "A gap between two sides' gains can run to 200 points (everyone switching sides); from where these voters stood " +
        "before, this one could run from \u221260.0 to +140.0 points in A's favour.",
    );
  });

  it("cuts an interval that passes what the leans allow, and says so", () => {
    // three paired voters (tests/e2e/minds-changed.spec.ts): net +33.3, interval [-139.5, +206.2] as published;
    // before A, B and undecided a third each, so the gap runs from -100 to +100
    const { s, r } = read(table(1, 0, 1, 0, 0, 1));
    expect(s.interval).toEqual([-139.5, 206.2]);
    expect(r).toMatchObject({ leader: "A", gap: 33.3, interval: [-100, 100], possible: [-100, 100], cut: true });
    expect(gapText(r)).toBe(
      "A gained 33.3 points more than B; 95% interval \u2212100.0 to +100.0 points in A's favour.",
    );
    expect(rangeText(r)).toMatch(/The computed interval went past that range, so it is cut there\.$/);
  });

  it("no interval below two paired voters; a tie in gains names neither side", () => {
    const one = read(table(0, 0, 1, 0, 0, 0));
    expect(gapText(one.r)).toBe("A gained 200.0 points more than B; too few paired voters for an interval.");
    const even = read(table(2, 0, 0, 2, 1, 1));
    expect(even.r.leader).toBeNull();
    expect(gainedText(even.s, even.r, TITLES)).toBe("Both sides gained alike: +16.7 points each.");
    expect(gapText(even.r)).toMatch(
      /^Neither side gained more than the other; 95% interval \u2212\d+\.\d to \+\d+\.\d points in A's favour\.$/,
    );
  });

  it("on every small table: the named side gained more, the mirror reads the same, the interval is possible", () => {
    const sizes = [0, 1, 2, 3];
    for (const AA of sizes)
      for (const AB of sizes)
        for (const BA of sizes)
          for (const BB of sizes)
            for (const UA of sizes)
              for (const UB of sizes) {
                const t = table(AA, AB, BA, BB, UA, UB);
                if (AA + AB + BA + BB + UA + UB === 0) continue;
                const { s, r } = read(t);
                const m = read(mirror(t)).r;
                const where = JSON.stringify(t);
                if (r.leader) {
                  expect(s.change[r.leader], where).toBeGreaterThanOrEqual(s.change[r.other]);
                  expect(m.leader, where).toBe(r.other);
                  expect({ gap: m.gap, interval: m.interval, possible: m.possible }, where).toEqual({
                    gap: r.gap,
                    interval: r.interval,
                    possible: r.possible,
                  });
                }
                expect(r.possible[0], where).toBeGreaterThanOrEqual(-200);
                expect(r.possible[1], where).toBeLessThanOrEqual(200);
                if (r.interval) {
                  expect(r.interval[0], where).toBeGreaterThanOrEqual(r.possible[0]);
                  expect(r.interval[1], where).toBeLessThanOrEqual(r.possible[1]);
                  // the gap sits inside its interval (one decimal of rounding either way)
                  expect(r.gap, where).toBeGreaterThanOrEqual(r.interval[0] - 0.1);
                  expect(r.gap, where).toBeLessThanOrEqual(r.interval[1] + 0.1);
                }
              }
  });
});
