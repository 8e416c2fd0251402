// The small-cell floor (decisions.md 'Vote integrity', 2026-12-04): no published figure lets anyone learn one person's
// ballot or lean. A cell is a side's count within a group of people that can be told apart (a debate's newcomers,
// the swing's paired voters); a group with anyone in it whose cell is under SMALL_CELL, zero included (a zero beside
// a count says how all of them voted), is not published as counts: the JSON gives null with `suppressed: true`, the
// CSV and the pages '<5'. Isomorphic; scripts/verify-ballots.mjs applies the same rule with its own copy.

export const SMALL_CELL = 5;

/** How a withheld count reads on a page and in the CSV. */
export const SMALL_CELL_LABEL = "<5";

/** Whether a group's cells are withheld: someone is in it and some cell holds fewer than SMALL_CELL. */
export const belowFloor = (cells: readonly number[]): boolean =>
  cells.some((c) => c > 0) && cells.some((c) => c < SMALL_CELL);
