// How the results read a swing (decisions.md 'A first visit that explains itself'): one orientation throughout. The
// side whose share rose more is named, and the gap between the two sides' gains and its 95% interval are both given
// in that side's favour. The published `net` is A's gain less B's (docs/decisions/0019-minds-changed.md), so when B
// leads the gap is -net and the interval is net's turned round. Isomorphic and pure.
import type { VotePosition } from "@/lib/enums";
import { round1, signedPoints, type Swing } from "./swing";

type Titles = { positionATitle: string; positionBTitle: string };

type SwingReading = {
  /** the side whose share rose more among paired voters; null when both rose alike */
  leader: VotePosition | null;
  /** the side the figures favour: the leader, or A when there is none */
  favoured: VotePosition;
  other: VotePosition;
  /** how many points more the favoured side gained than the other: |net| */
  gap: number;
  /**
   * The gap's 95% interval in the favoured side's favour (a bound below zero favours the other side), cut to the
   * possible range; null below two paired voters.
   */
  interval: [number, number] | null;
  /**
   * The gap's possible range, given where these voters stood before (each voter can only keep or leave their lean):
   * from everyone voting for the other side to everyone voting for the favoured one.
   */
  possible: [number, number];
  /** the computed interval passed the possible range and was cut there */
  cut: boolean;
  tooClose: boolean;
};

/** The swing turned to the side that gained more (see the file's comment). */
export function readSwing(s: Swing): SwingReading {
  const leader: VotePosition | null = s.net > 0 ? "A" : s.net < 0 ? "B" : null;
  const favoured: VotePosition = leader ?? "A";
  const other: VotePosition = favoured === "A" ? "B" : "A";
  const turn = (x: number) => (favoured === "A" ? x : round1(-x));
  // from the counts, not the rounded shares, so the range holds the gap itself when everyone voted one way
  const row = (side: VotePosition) => s.table[side].A + s.table[side].B;
  const headStart = s.paired === 0 ? 0 : (100 * (row(favoured) - row(other))) / s.paired;
  const possible: [number, number] = [round1(-100 - headStart), round1(100 - headStart)];
  let interval: [number, number] | null = null;
  let cut = false;
  if (s.interval) {
    const [low, high] = favoured === "A" ? s.interval : [turn(s.interval[1]), turn(s.interval[0])];
    interval = [Math.max(low, possible[0]), Math.min(high, possible[1])];
    cut = interval[0] !== low || interval[1] !== high;
  }
  return { leader, favoured, other, gap: Math.abs(s.net), interval, possible, cut, tooClose: s.tooClose };
}

/** 'A (Ban them)': a side as the sentences name it. */
const sideName = (side: VotePosition, t: Titles) => `${side} (${side === "A" ? t.positionATitle : t.positionBTitle})`;

/** Which side gained the most, in points: 'B (…) gained the most: +25.0 points, against +5.0 for A (…).' */
export function gainedText(s: Swing, r: SwingReading, t: Titles): string {
  if (!r.leader) return `Both sides gained alike: ${signedPoints(s.change.A)} points each.`;
  return (
    `${sideName(r.leader, t)} gained the most: ${signedPoints(s.change[r.leader])} points, against ` +
    `${signedPoints(s.change[r.other])} for ${sideName(r.other, t)}.`
  );
}

/** The gap and its interval, in the favoured side's favour: 'B gained 20.0 points more than A; 95% interval …'. */
export function gapText(r: SwingReading): string {
  const head = r.leader
    ? `${r.favoured} gained ${r.gap.toFixed(1)} points more than ${r.other}`
    : "Neither side gained more than the other";
  if (!r.interval) return `${head}; too few paired voters for an interval.`;
  const [low, high] = r.interval;
  return `${head}; 95% interval ${signedPoints(low)} to ${signedPoints(high)} points in ${r.favoured}'s favour.`;
}

/** What the interval's range is, and, when it was cut, where: shown behind the statistics' disclosure. */
export function rangeText(r: SwingReading): string {
  const [low, high] = r.possible;
  const range =
    `A gap between two sides' gains can run to 200 points (everyone switching sides); from where these voters ` +
    `stood before, this one could run from ${signedPoints(low)} to ${signedPoints(high)} points in ${r.favoured}'s ` +
    `favour.`;
  return r.cut ? `${range} The computed interval went past that range, so it is cut there.` : range;
}
