// The sorts of the debate lists (GET /api/debates, /api/debates/ended and the home page), one entry each. A sort on
// a column already here is one entry in DEBATE_SORTS; a sort on a new column is also one entry in SORT_COLUMNS, and
// then the compiler names the rest: the column in the list query and its key in each row (debate-views-query.ts,
// select-debate-views.ts), and for a new kind of cursor value its bound (debate-order.ts). Its index is a migration.

/**
 * The columns a list can be ordered by, with the kind of their cursor value: a timestamp travels as microseconds since
 * 1970 in text (exact, where a JS Date is not), an integer as a number.
 */
export const SORT_COLUMNS = { createdAt: "timestamp", votingEndsAt: "timestamp", voteTotal: "integer" } as const;
export type SortColumn = keyof typeof SORT_COLUMNS;
export type CursorKind = (typeof SORT_COLUMNS)[SortColumn];
/** A cursor's sort value for a column's kind. */
export type CursorValue<K extends CursorKind = CursorKind> = K extends "integer" ? number : string;

export type DebateStatus = "open" | "ended";
// spelled as the index is built, so PostgreSQL walks the index: created and total are indexed DESC NULLS LAST
// (drizzle's index .desc()), the deadline ASC (read backwards, that is DESC NULLS FIRST)
type Direction = "asc" | "desc" | "desc nulls last";

type SortEntry = {
  /** what the sort menu shows */
  label: string;
  column: SortColumn;
  /** the order of each list (ties broken by id in the same direction) */
  order: Record<DebateStatus, Direction>;
};

export const DEBATE_SORTS = {
  recent: { label: "Most Recent", column: "createdAt", order: { open: "desc nulls last", ended: "desc nulls last" } },
  popular: { label: "Most Popular", column: "voteTotal", order: { open: "desc nulls last", ended: "desc nulls last" } },
  // open: the soonest deadline first; ended: the latest end first (the documented order of the Past list)
  ending: { label: "Ending Soon", column: "votingEndsAt", order: { open: "asc", ended: "desc" } },
} as const satisfies Record<string, SortEntry>;

export type DebateSort = keyof typeof DEBATE_SORTS;
export const DEBATE_SORT_KEYS = Object.keys(DEBATE_SORTS) as [DebateSort, ...DebateSort[]];

/** 'recent, popular or ending': the sorts as a validation message names them. */
export const DEBATE_SORT_NAMES = `${DEBATE_SORT_KEYS.slice(0, -1).join(", ")} or ${DEBATE_SORT_KEYS.at(-1)}`;
