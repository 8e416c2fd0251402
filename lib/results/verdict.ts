import { count, plural } from "@/lib/plural";

// The verdict of a closed debate, as the 'Results are in' message, its email and the open data export state it.

// 'tie': equal counts of at least one vote each; 'none': no votes were cast (the page's words), never called a tie
export const WINNERS = ["A", "B", "tie", "none"] as const;
export type Winner = (typeof WINNERS)[number];

/** A closed debate's count and winner, with its title and the positions' titles as they were at the close. */
export type Verdict = {
  title: string;
  winner: Winner;
  A: number;
  B: number;
  total: number;
  positionA: string;
  positionB: string;
};

export const winnerOf = (a: number, b: number): Winner => (a > b ? "A" : b > a ? "B" : a === 0 ? "none" : "tie");

export const resultsSubject = (title: string) => `Results are in: ${title}`;

export const votesText = (n: number) => plural(n, "vote");

/** One sentence: who won and by how much ('Yes wins, 12 votes to 8.'; 'It's a tie: 5 votes each.'). */
export function verdictLine(v: Verdict): string {
  if (v.total === 0) return "No votes were cast.";
  if (v.winner === "tie") return `It's a tie: ${votesText(v.A)} each.`;
  const [won, lost] = v.winner === "A" ? [v.A, v.B] : [v.B, v.A];
  return `${v.winner === "A" ? v.positionA : v.positionB} wins, ${votesText(won)} to ${count(lost)}.`;
}

/** The message's text: the same words the inbox shows beside the verdict card. */
export const resultsContent = (v: Verdict) =>
  `Voting on "${v.title}" has closed. The people's verdict: ${verdictLine(v)}\n\n` +
  `${v.positionA} (A): ${votesText(v.A)}\n${v.positionB} (B): ${votesText(v.B)}\nTotal: ${votesText(v.total)}`;
