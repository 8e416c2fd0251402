import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { isoTime } from "@/lib/db/json-object";
import { categories, debates } from "@/lib/db/schema";
import { publishedSwing, type SwingCounts } from "@/lib/results/swing";
import type { Winner } from "@/lib/results/verdict";
import { lastRootSql } from "@/lib/server/ballots/last-root";
import { swingCountsSql } from "./swing-counts-sql";

/** One closed debate in the open data export: its count and nothing about who voted. */
type ClosedResult = {
  id: number;
  title: string;
  category: string;
  createdAt: string;
  votingEndsAt: string;
  A: number;
  B: number;
  total: number;
  winner: Winner;
  /** the ballot board's last root: anyone can recompute it from the board */
  lastRoot: string | null;
} & SwingColumns;

/**
 * The published swing (lib/results/swing.ts) as flat columns; its interval is empty below two paired voters. Under the
 * small-cell floor (swingSuppressed) a cell under 5 is null and so is every figure that would give it back.
 */
type SwingColumns = {
  swingPaired: number | null;
  swingWithoutLean: number | null;
  swingLate: number;
  swingAtoA: number | null;
  swingAtoB: number | null;
  swingBtoA: number | null;
  swingBtoB: number | null;
  swingUndecidedToA: number | null;
  swingUndecidedToB: number | null;
  swingChangeA: number | null;
  swingChangeB: number | null;
  swingNet: number | null;
  swingLow: number | null;
  swingHigh: number | null;
  swingTooClose: boolean | null;
  swingSuppressed: boolean;
};

/** The columns that hold a table cell or the paired count: '<5' in the CSV when withheld. */
export const SWING_CELL_COLUMNS = [
  "swingPaired",
  "swingAtoA",
  "swingAtoB",
  "swingBtoA",
  "swingBtoB",
  "swingUndecidedToA",
  "swingUndecidedToB",
] as const satisfies readonly (keyof SwingColumns)[];

function swingColumns(counts: SwingCounts): SwingColumns {
  const s = publishedSwing(counts);
  return {
    swingPaired: s.paired,
    swingWithoutLean: s.withoutLean,
    swingLate: s.late,
    swingAtoA: s.table.A.A,
    swingAtoB: s.table.A.B,
    swingBtoA: s.table.B.A,
    swingBtoB: s.table.B.B,
    swingUndecidedToA: s.table.undecided.A,
    swingUndecidedToB: s.table.undecided.B,
    swingChangeA: s.change?.A ?? null,
    swingChangeB: s.change?.B ?? null,
    swingNet: s.net,
    swingLow: s.interval?.[0] ?? null,
    swingHigh: s.interval?.[1] ?? null,
    swingTooClose: s.tooClose,
    swingSuppressed: s.suppressed,
  };
}

/**
 * Every closed debate that is not taken down, by id: one query on debates_closed_idx, the counts being the tallies
 * kept with the votes (frozen at the close), the winner computed by PostgreSQL and the board's last root by
 * ballot_last_root (drizzle/0006; an index lookup per row, no query per debate), the swing's counts by a subquery per
 * row over that debate's ballots and leans (swing-counts-sql.ts). No voter, no creator.
 */
export async function listClosedResults(): Promise<ClosedResult[]> {
  const d = debates;
  const rows = await getDb()
    .select({
      id: d.id,
      title: d.title,
      category: categories.name,
      createdAt: isoTime(d.createdAt),
      votingEndsAt: isoTime(d.votingEndsAt),
      // a closed debate's rows are final: closing rolled its shard rows up (claim-due-debate.ts), and no vote, void or
      // restore reaches it afterwards, so its own numbers are exact (docs/decisions/0001-vote-tallies.md)
      A: d.votesA,
      B: d.votesB,
      total: d.voteTotal,
      winner: sql<Winner>`case when ${d.votesA} > ${d.votesB} then 'A' when ${d.votesB} > ${d.votesA} then 'B'
        when ${d.voteTotal} = 0 then 'none' else 'tie' end`,
      lastRoot: lastRootSql(d.id),
      swingCounts: sql<SwingCounts | string>`${swingCountsSql(d.id)}`,
    })
    .from(d)
    .innerJoin(categories, eq(categories.id, d.categoryId))
    .where(and(isNotNull(d.closedAt), eq(d.isActive, true)))
    .orderBy(d.id);
  return rows.map(({ swingCounts, ...r }) => ({
    ...r,
    ...swingColumns(typeof swingCounts === "string" ? JSON.parse(swingCounts) : swingCounts),
  }));
}
