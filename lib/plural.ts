/** "1,234": a count in the fixed locale the pages use (their server and the browser agree whatever the visitor's). */
export const count = (n: number) => n.toLocaleString("en-US");

/** "1 vote", "1,234 votes": a count with its noun (or any words that agree with it: "ballot is", "ballots are"). */
export const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
