/** "1 vote", "1,234 votes": a count with its noun, in the fixed locale the pages use. */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
