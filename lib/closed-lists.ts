// Helpers for the closed lists that branch (the moderation kinds, report statuses, appeal outcomes, leans): each list
// is a registry, one entry per member, and the sub-lists are derived from it, so a new member is a type error wherever
// it must be handled (docs/architecture.md 'Closed lists').

/** The keys of registry T whose entry matches P. */
export type KeysWhere<T, P> = { [K in keyof T]: T[K] extends P ? K : never }[keyof T];

/** One property per member the list lacks ('missing: mute'), which the type error names. */
type Missing<K extends string, L extends readonly K[]> = { [M in Exclude<K, L[number]> as `missing: ${M}`]: M };

/**
 * `list` as written (its order matters: a table's columns, an index's SQL, a form's options), holding every member of
 * K: a missing one is a type error that names it.
 */
export const everyOf =
  <K extends string>() =>
  <const L extends readonly K[]>(list: L & ([Exclude<K, L[number]>] extends [never] ? unknown : Missing<K, L>)) =>
    list;
