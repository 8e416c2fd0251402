// The swing of a closed debate (docs/decisions/0019-minds-changed.md): how the members who recorded a lean
// before watching (and in time) then voted. Pure: the SQL counts the 3x3 table, this turns it into figures. The
// verifier (scripts/verify-ballots.mjs) recomputes the same figures with its own copy of this arithmetic.
import { LEANS, VOTE_POSITIONS, type Lean, type VotePosition } from "@/lib/enums";
import { belowFloor, SMALL_CELL } from "./small-cell";

/** Paired voters by lean (row) and ballot (column). */
export type SwingTable = Record<Lean, Record<VotePosition, number>>;

export type SwingCounts = {
  table: SwingTable;
  /** counted ballots whose voter has no counted, in-time lean (none at all, or only a late one) */
  withoutLean: number;
  /** counted late leans (recorded after the video first played for that member), left out of the swing */
  late: number;
};

export type Swing = SwingCounts & {
  /** counted ballots whose voter has a counted, in-time lean: the sum of the table */
  paired: number;
  /** shares among paired voters in percent: before (their leans) and after (their ballots) */
  shares: { before: Record<Lean, number>; after: Record<VotePosition, number> };
  /** each side's change in share among paired voters, in percentage points */
  change: Record<VotePosition, number>;
  /** change.A - change.B, in percentage points: 100 x the mean of each voter's move (B->A +2, U->A +1, ...) */
  net: number;
  /** the 95% interval of net (paired-difference normal approximation); null below 2 paired voters */
  interval: [number, number] | null;
  /** the interval contains 0, or there is none */
  tooClose: boolean;
};

/**
 * A swing under the small-cell floor (lib/results/small-cell.ts): a table cell under 5 (zero included) while someone is
 * paired. Only the cells of 5 or more and the late leans are given; every other figure is null, since the shares, the
 * net and its interval (with the paired count) would give the withheld cells back.
 */
export type WithheldSwing = {
  table: Record<Lean, Record<VotePosition, number | null>>;
  paired: null;
  withoutLean: null;
  late: number;
  shares: null;
  change: null;
  net: null;
  interval: null;
  tooClose: null;
  suppressed: true;
};

/** What is published: the swing, or its withheld form. */
export type PublishedSwing = (Swing & { suppressed: false }) | WithheldSwing;

/** The published swing from its counts: the figures of swingOf, or, below the floor, its withheld form. */
export function publishedSwing(counts: SwingCounts): PublishedSwing {
  const cells = LEANS.flatMap((lean) => VOTE_POSITIONS.map((side) => counts.table[lean][side]));
  if (!belowFloor(cells)) return { ...swingOf(counts), suppressed: false };
  const shown = (c: number) => (c >= SMALL_CELL ? c : null);
  const table = Object.fromEntries(
    LEANS.map((lean) => [lean, { A: shown(counts.table[lean].A), B: shown(counts.table[lean].B) }]),
  ) as WithheldSwing["table"];
  return {
    table,
    paired: null,
    withoutLean: null,
    late: counts.late,
    shares: null,
    change: null,
    net: null,
    interval: null,
    tooClose: null,
    suppressed: true,
  };
}

/** One decimal, halves away from zero, never -0 (the figures are stored and compared at one decimal). */
export function round1(x: number): number {
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 10 + 1e-9)) / 10;
  return r === 0 ? 0 : r;
}

/** The swing object from the counts (the figures rounded to one decimal; the interval from the unrounded net). */
export function swingOf({ table, withoutLean, late }: SwingCounts): Swing {
  const { A, B, undecided: U } = table;
  const paired = A.A + A.B + B.A + B.B + U.A + U.B;
  const pct = (k: number) => (paired === 0 ? 0 : (100 * k) / paired);
  const before = { A: pct(A.A + A.B), B: pct(B.A + B.B), undecided: pct(U.A + U.B) };
  const after = { A: pct(A.A + B.A + U.A), B: pct(A.B + B.B + U.B) };
  // each voter's move d: +2 B->A, -2 A->B, +1 undecided->A, -1 undecided->B, 0 stayed
  const sum = 2 * B.A - 2 * A.B + U.A - U.B;
  const sumOfSquares = 4 * (B.A + A.B) + U.A + U.B;
  const mean = paired === 0 ? 0 : sum / paired;
  const net = 100 * mean;
  let interval: [number, number] | null = null;
  if (paired >= 2) {
    const variance = Math.max(0, (sumOfSquares - paired * mean * mean) / (paired - 1));
    const half = (1.96 * 100 * Math.sqrt(variance)) / Math.sqrt(paired);
    interval = [round1(net - half), round1(net + half)];
  }
  return {
    table: { A: { ...A }, B: { ...B }, undecided: { ...U } },
    paired,
    withoutLean,
    late,
    shares: {
      before: { A: round1(before.A), B: round1(before.B), undecided: round1(before.undecided) },
      after: { A: round1(after.A), B: round1(after.B) },
    },
    change: { A: round1(after.A - before.A), B: round1(after.B - before.B) },
    net: round1(net),
    interval,
    tooClose: interval === null || (interval[0] <= 0 && interval[1] >= 0),
  };
}

/** '+12.5' / '-3.0' / '0.0': a change in percentage points with its sign. */
export const signedPoints = (x: number) => `${x > 0 ? "+" : x < 0 ? "\u2212" : ""}${Math.abs(x).toFixed(1)}`;

/** The one line the results show to explain the measure. */
export const SWING_EXPLAINED =
  "Swing: among members who recorded a lean before watching and then voted, how each side's share moved from their " +
  "leans to their ballots, in percentage points, with its 95% interval; late leans and unpaired ballots are left out.";
