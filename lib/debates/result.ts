import type { VotePosition } from "@/lib/enums";
type DebateResult = {
  percentA: number;
  percentB: number;
  total: number;
  /** null on a tie (including no votes) */
  winner: VotePosition | null;
};

/** Winner and rounded shares of the total (0 when there are no votes), document 1 section 4. */
export function debateResult(a: number, b: number): DebateResult {
  const total = a + b;
  const percentA = total ? Math.round((a / total) * 100) : 0;
  const percentB = total ? Math.round((b / total) * 100) : 0;
  return { percentA, percentB, total, winner: a > b ? "A" : b > a ? "B" : null };
}

/** The card's winner line: only for an ended debate with votes. */
export function winnerLine(a: number, b: number): string | null {
  const r = debateResult(a, b);
  if (!r.total) return null;
  if (!r.winner) return "It's a tie!";
  return `Position ${r.winner} won (${r.winner === "A" ? r.percentA : r.percentB}%)`;
}
