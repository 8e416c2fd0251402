import "server-only";
import { and, eq, getTableColumns, isNull, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { isoTime, jsonObject } from "@/lib/db/json-object";
import { categories, comments, debates, users } from "@/lib/db/schema";
import type { CursorValue, SORT_COLUMNS, SortColumn } from "@/lib/debates/sorts";
import type { Debate, OpenVoteCount, SealedVoteCount, VoteCount } from "@/lib/debates/types";
import type { SwingCounts } from "@/lib/results/swing";
import { swingCountsSql } from "@/lib/server/results/swing-counts-sql";
import { displayName } from "@/lib/server/users/display-name";
import { exactTally } from "@/lib/server/votes/exact-tally";

/** The columns a list is ordered by: every sort column (lib/debates/sorts.ts), then the id. */
export type SortColumns = Record<SortColumn | "id", AnyPgColumn>;
/** The sort keys of a row for keyset cursors, each as its cursor carries it (CursorValue). */
export type RowKey = { id: number } & { [C in SortColumn]: CursorValue<(typeof SORT_COLUMNS)[C]> };

export type DebateViewsOptions = {
  where?: SQL;
  orderBy: (cols: SortColumns) => (SQL | AnyPgColumn)[];
  limit: number | Placeholder;
  /** also the swing's counts of a closed debate (GET /api/debates/{id}), in the same statement */
  swing?: boolean;
};

/**
 * One query per page: the inner select picks and orders the page on the debates indexes; only those rows
 * are joined to their category, creator and a lateral count of live comments. The A/B split is sealed
 * while voting is open, judged by the database clock, and so is the swing (asked for by one debate's read only).
 * Unexecuted, so hot callers can prepare it (lib/db/prepared.ts).
 */
export function debateViewsQuery(db: Db, { where, orderBy, limit, swing = false }: DebateViewsOptions) {
  const page = db
    .select({
      // every column (PostgreSQL drops those the outer query does not read), so a new one needs only its key below
      ...getTableColumns(debates),
      closed: sql<boolean>`(${debates.votingEndsAt} <= now())`.as("closed"),
      createdKey: sql<string>`(extract(epoch from ${debates.createdAt}) * 1000000)::bigint::text`.as("created_key"),
      endsKey: sql<string>`(extract(epoch from ${debates.votingEndsAt}) * 1000000)::bigint::text`.as("ends_key"),
    })
    .from(debates)
    .where(where)
    .orderBy(...orderBy(debates))
    .limit(limit)
    .as("page");
  const commentCount = db
    .select({ n: sql<number>`count(*)::int`.as("n") })
    .from(comments)
    .where(and(eq(comments.debateId, page.id), isNull(comments.deletedAt)))
    .as("cc");

  // the exact counts: the rolled-up numbers plus the shard rows not rolled up yet (docs/decisions/0001-vote-tallies);
  // the page is ordered, and its cursor keyed, on the rolled-up vote_total, which the popular sort's index holds
  const tally = exactTally(page.id, { A: page.votesA, B: page.votesB, total: page.voteTotal });
  // The debate's column map: every key of Debate but the swing (getDebate adds it from swingCounts), in the answer's
  // order, assembled as JSON by PostgreSQL (one value per row for the driver to decode instead of two dozen columns
  // mapped one by one: docs/benchmark.md).
  const debate = jsonObject<Omit<Debate, "swing">>({
    id: page.id,
    title: page.title,
    description: page.description,
    categoryId: page.categoryId,
    positionATitle: page.positionATitle,
    positionBTitle: page.positionBTitle,
    positionADebater: page.positionADebater,
    positionBDebater: page.positionBDebater,
    debateVideo: page.debateVideo,
    category: { id: categories.id, name: categories.name, slug: categories.slug, color: categories.color },
    creatorInfo: {
      id: sql<number | null>`case when ${users.status} = 'deleted' then null else ${users.id} end`,
      username: displayName(),
    },
    createdAt: isoTime(page.createdAt),
    votingEndsAt: isoTime(page.votingEndsAt),
    isActive: page.isActive,
    isFeatured: page.isFeatured,
    voteCount: sql<VoteCount>`case when ${page.closed}
      then ${jsonObject<OpenVoteCount>({ A: tally.A, B: tally.B, total: tally.total })}
      else ${jsonObject<SealedVoteCount>({ total: tally.total })} end`,
    commentCount: sql<number>`coalesce(${commentCount.n}, 0)`,
  });
  // a scalar subquery only evaluated for a closed debate: null while open, so the sealed split stays sealed
  const swingCounts: SQL<SwingCounts | null> = swing
    ? sql<SwingCounts | null>`case when ${page.closed} then ${swingCountsSql(page.id)} end`
    : sql<null>`null`;
  return db
    .select({
      debate,
      id: page.id,
      createdKey: page.createdKey,
      endsKey: page.endsKey,
      total: page.voteTotal,
      swingCounts,
    })
    .from(page)
    .innerJoin(categories, eq(categories.id, page.categoryId))
    .leftJoin(users, eq(users.id, page.creatorId))
    .leftJoinLateral(commentCount, sql`true`)
    .orderBy(...orderBy(page));
}
