import { count } from "@/lib/plural";

/**
 * The 1-2-5 series step at or below n (0 for none): the turnout an open debate's share card shows and its URL is keyed
 * by, so the card's picture changes only when its URL does (about three times a decade of votes).
 */
export function turnoutBucket(n: number) {
  if (n < 1) return 0;
  const decade = 10 ** Math.floor(Math.log10(n));
  return ([5, 2, 1] as const).map((m) => m * decade).find((step) => step <= n)!;
}

/** The card's turnout for a bucket: true of every count in it ('100+ votes so far' for 100 to 199). */
export function turnoutLabel(bucket: number) {
  if (bucket === 0) return "No votes yet";
  // the bucket of 1 holds one count only
  if (bucket === 1) return "1 vote so far";
  return `${count(bucket)}+ votes so far`;
}
