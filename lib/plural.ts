/**
 * "1,234": a number in the fixed locale the pages use (their server and the browser agree whatever the visitor's);
 * with `decimals`, always that many digits after the point ("1,234.0").
 */
export const count = (n: number, decimals?: number) =>
  n.toLocaleString(
    "en-US",
    decimals === undefined ? undefined : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  );

/** "vote" for 1, "votes" for any other number: the noun alone, where the number is written apart. */
export const noun = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

/** "1 vote", "1,234 votes": a count with its noun (or any words that agree with it: "ballot is", "ballots are"). */
export const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${noun(n, one, many)}`;
