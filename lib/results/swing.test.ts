import { describe, expect, it } from "vitest";
import { publishedSwing as verifiersFloor, swingFigures } from "../../scripts/verify-ballots.mjs";
import { publishedSwing, round1, signedPoints, swingOf, type SwingTable } from "./swing";

const t = (AA: number, AB: number, BA: number, BB: number, UA: number, UB: number): SwingTable => ({
  A: { A: AA, B: AB },
  B: { A: BA, B: BB },
  undecided: { A: UA, B: UB },
});

describe("the swing", () => {
  it("matches a worked example of 10 paired voters computed by hand", () => {
    // Leans -> ballots: A->A 3, A->B 1, B->A 2, B->B 2, undecided->A 1, undecided->B 1 (n = 10).
    // Shares before: A (3+1)/10 = 40%, B (2+2)/10 = 40%, undecided 2/10 = 20%.
    // Shares after:  A (3+2+1)/10 = 60%, B (1+2+1)/10 = 40%.  change A = +20.0, change B = 0.0, net = 20.0.
    // Moves d: 0 x3, -2 x1, +2 x2, 0 x2, +1 x1, -1 x1.  sum d = -2 + 4 + 1 - 1 = 2, mean = 0.2, net = 100 x 0.2 = 20.
    // sum d^2 = 4 + 8 + 1 + 1 = 14; sum (d - mean)^2 = 14 - 10 x 0.2^2 = 13.6; sample variance = 13.6 / 9 = 1.5111;
    // sd = 1.22927; standard error = sd / sqrt(10) = 0.388730; half width = 1.96 x 100 x 0.388730 = 76.19.
    // interval = [20 - 76.19, 20 + 76.19] = [-56.2, 96.2]: contains 0, so too close to call.
    const s = swingOf({ table: t(3, 1, 2, 2, 1, 1), withoutLean: 7, late: 2 });
    expect(s).toEqual({
      table: t(3, 1, 2, 2, 1, 1),
      paired: 10,
      withoutLean: 7,
      late: 2,
      shares: { before: { A: 40, B: 40, undecided: 20 }, after: { A: 60, B: 40 } },
      change: { A: 20, B: 0 },
      net: 20,
      interval: [-56.2, 96.2],
      tooClose: true,
    });
  });

  it("a clear swing: 20 paired, 8 of them B->A, the rest stayed", () => {
    // A->A 6, B->A 8, B->B 6. d: +2 x8, 0 x12; mean = 16/20 = 0.8, net = 80.0.
    // before A 6/20 = 30%, B 14/20 = 70%; after A 14/20 = 70%, B 6/20 = 30%: change A +40, B -40, net 80.
    // sum (d - mean)^2 = 32 - 20 x 0.64 = 19.2; variance 19.2 / 19 = 1.010526; sd 1.005249;
    // half = 1.96 x 100 x 1.005249 / sqrt(20) = 44.06 -> [35.9, 124.1]; 0 outside: not too close.
    const s = swingOf({ table: t(6, 0, 8, 6, 0, 0), withoutLean: 0, late: 0 });
    expect([s.change, s.net, s.interval, s.tooClose]).toEqual([{ A: 40, B: -40 }, 80, [35.9, 124.1], false]);
  });

  it("no paired voter: zeros, no interval, too close to call", () => {
    const s = swingOf({ table: t(0, 0, 0, 0, 0, 0), withoutLean: 5, late: 1 });
    expect(s).toMatchObject({ paired: 0, withoutLean: 5, late: 1, change: { A: 0, B: 0 }, net: 0 });
    expect(s.shares).toEqual({ before: { A: 0, B: 0, undecided: 0 }, after: { A: 0, B: 0 } });
    expect([s.interval, s.tooClose]).toEqual([null, true]);
  });

  it("one paired voter: the change is shown, the interval is not (no spread from one voter)", () => {
    const s = swingOf({ table: t(0, 0, 1, 0, 0, 0), withoutLean: 0, late: 0 });
    expect([s.change, s.net, s.interval, s.tooClose]).toEqual([{ A: 100, B: -100 }, 200, null, true]);
  });

  it("everybody stayed: no swing, a zero-width interval at 0, too close to call", () => {
    const s = swingOf({ table: t(4, 0, 0, 5, 0, 0), withoutLean: 0, late: 0 });
    expect([s.change, s.net, s.interval, s.tooClose]).toEqual([{ A: 0, B: 0 }, 0, [0, 0], true]);
  });

  it("everybody undecided before: the undecided split decides the swing", () => {
    // undecided->A 3, undecided->B 1: d +1 x3, -1 x1; mean 0.5, net 50; sum (d - 0.5)^2 = 4 - 4 x 0.25 = 3;
    // variance 3 / 3 = 1; half = 1.96 x 100 x 1 / 2 = 98 -> [-48, 148]
    const s = swingOf({ table: t(0, 0, 0, 0, 3, 1), withoutLean: 0, late: 0 });
    expect(s.shares).toEqual({ before: { A: 0, B: 0, undecided: 100 }, after: { A: 75, B: 25 } });
    expect([s.change, s.net, s.interval, s.tooClose]).toEqual([{ A: 75, B: 25 }, 50, [-48, 148], true]);
    // all undecided, all to B: every d = -1, sd 0, the interval is the point -100, which excludes 0
    const all = swingOf({ table: t(0, 0, 0, 0, 0, 6), withoutLean: 0, late: 0 });
    expect([all.net, all.interval, all.tooClose]).toEqual([-100, [-100, -100], false]);
  });

  it("signs a change in points with a true minus sign", () => {
    expect([signedPoints(20), signedPoints(-56.2), signedPoints(0)]).toEqual(["+20.0", "\u221256.2", "0.0"]);
  });

  it("rounds halves away from zero and never gives -0", () => {
    expect([round1(0.25), round1(-0.25), round1(1 / 3), round1(-0.04), round1(100 / 8)]).toEqual([
      0.3, -0.3, 0.3, 0, 12.5,
    ]);
    expect(Object.is(round1(-0.01), 0)).toBe(true);
    // thirds: before A 33.3, after A 66.7, change +33.3 (rounded from the exact shares, not from rounded ones)
    const s = swingOf({ table: t(1, 0, 1, 1, 0, 0), withoutLean: 0, late: 0 });
    expect([s.shares.before.A, s.shares.after.A, s.change.A, s.net]).toEqual([33.3, 66.7, 33.3, 66.7]);
  });

  it("the verifier's own copy of the arithmetic gives the same object for every small table", () => {
    // scripts/verify-ballots.mjs is self-contained (it imports nothing of the site): its swing must match this one
    let tables = 0;
    for (let AA = 0; AA <= 3; AA++)
      for (let AB = 0; AB <= 3; AB++)
        for (let BA = 0; BA <= 3; BA++)
          for (let BB = 0; BB <= 2; BB++)
            for (let UA = 0; UA <= 3; UA++)
              for (let UB = 0; UB <= 3; UB++) {
                const table = t(AA, AB, BA, BB, UA, UB);
                const ours = swingOf({ table, withoutLean: AA, late: UB });
                expect(swingFigures(table, AA, UB)).toStrictEqual(ours);
                tables += 1;
              }
    expect(tables).toBe(4 * 4 * 4 * 3 * 4 * 4);
  });

  it("under the small-cell floor a table with anyone paired and a cell under 5 (zero included) is withheld", () => {
    const lone = publishedSwing({ table: t(0, 0, 1, 0, 0, 0), withoutLean: 0, late: 1 });
    expect(lone).toEqual({
      table: { A: { A: null, B: null }, B: { A: null, B: null }, undecided: { A: null, B: null } },
      paired: null,
      withoutLean: null,
      late: 1,
      shares: null,
      change: null,
      net: null,
      interval: null,
      tooClose: null,
      suppressed: true,
    });
    // the cells of 5 or more stay; every figure that would give the others back goes
    const some = publishedSwing({ table: t(9, 2, 5, 7, 0, 6), withoutLean: 3, late: 0 });
    expect(some.table).toEqual({ A: { A: 9, B: null }, B: { A: 5, B: 7 }, undecided: { A: null, B: 6 } });
    expect([some.paired, some.withoutLean, some.net, some.shares]).toEqual([null, null, null, null]);
    // every cell 5 or more: the figures, marked not suppressed; nobody paired: nothing to hide
    const full = publishedSwing({ table: t(9, 5, 5, 7, 6, 6), withoutLean: 3, late: 0 });
    expect(full).toEqual({ ...swingOf({ table: t(9, 5, 5, 7, 6, 6), withoutLean: 3, late: 0 }), suppressed: false });
    expect(publishedSwing({ table: t(0, 0, 0, 0, 0, 0), withoutLean: 4, late: 0 }).suppressed).toBe(false);
  });

  it("the verifier applies the same floor", () => {
    for (const cells of [
      [0, 0, 1, 0, 0, 0],
      [9, 2, 5, 7, 0, 6],
      [9, 5, 5, 7, 6, 6],
      [0, 0, 0, 0, 0, 0],
      [5, 5, 5, 5, 5, 4],
    ] as [number, number, number, number, number, number][]) {
      const table = t(...cells);
      expect(verifiersFloor(table, 2, 1)).toStrictEqual(publishedSwing({ table, withoutLean: 2, late: 1 }));
    }
  });
});
