import "server-only";
import { and, eq, isNull, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db";
import { categories, comments, debates, users } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { displayName } from "@/lib/server/users/display-name";

export type SortColumns = {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  votingEndsAt: AnyPgColumn;
  voteTotal: AnyPgColumn;
};
/** The sort keys of a row for keyset cursors; timestamps as microseconds since 1970, exact where a JS Date is not. */
export type RowKey = { id: number; created: string; ends: string; total: number };
type DebateRow = { debate: Debate; key: RowKey };

type Options = { where?: SQL; orderBy: (cols: SortColumns) => (SQL | AnyPgColumn)[]; limit: number | Placeholder };

/** A page of debates with everything a card shows, as DebateRows; see debateViewsQuery. */
export async function selectDebateViews(options: Options): Promise<DebateRow[]> {
  return toDebateRows(await debateViewsQuery(getDb(), options));
}

/**
 * One query per page: the inner select picks and orders the page on the debates indexes; only those rows
 * are joined to their category, creator and a lateral count of live comments. The A/B split is sealed
 * while voting is open, judged by the database clock. Unexecuted, so hot callers can prepare it (lib/db/prepared.ts).
 */
export function debateViewsQuery(db: Db, { where, orderBy, limit }: Options) {
  const page = db
    .select({
      id: debates.id,
      title: debates.title,
      description: debates.description,
      categoryId: debates.categoryId,
      positionATitle: debates.positionATitle,
      positionBTitle: debates.positionBTitle,
      positionADebater: debates.positionADebater,
      positionBDebater: debates.positionBDebater,
      debateVideo: debates.debateVideo,
      creatorId: debates.creatorId,
      createdAt: debates.createdAt,
      votingEndsAt: debates.votingEndsAt,
      isActive: debates.isActive,
      isFeatured: debates.isFeatured,
      votesA: debates.votesA,
      votesB: debates.votesB,
      voteTotal: debates.voteTotal,
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

  // The debate is assembled as JSON by PostgreSQL: one value per row for the driver to decode, instead of two dozen
  // columns mapped one by one (most of a list's CPU in Node, docs/benchmark.md).
  const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return db
    .select({
      debate: sql<Debate>`json_build_object(
        'id', ${page.id}, 'title', ${page.title}, 'description', ${page.description}, 'categoryId', ${page.categoryId},
        'positionATitle', ${page.positionATitle}, 'positionBTitle', ${page.positionBTitle},
        'positionADebater', ${page.positionADebater}, 'positionBDebater', ${page.positionBDebater},
        'debateVideo', ${page.debateVideo},
        'category', json_build_object('id', ${categories.id}, 'name', ${categories.name}, 'slug', ${categories.slug}, 'color', ${categories.color}),
        'creatorInfo', json_build_object('id', case when ${users.status} = 'deleted' then null else ${users.id} end, 'username', ${displayName()}),
        'createdAt', ${iso(page.createdAt)}, 'votingEndsAt', ${iso(page.votingEndsAt)},
        'isActive', ${page.isActive}, 'isFeatured', ${page.isFeatured},
        'voteCount', case when ${page.closed}
          then json_build_object('A', ${page.votesA}, 'B', ${page.votesB}, 'total', ${page.voteTotal})
          else json_build_object('total', ${page.voteTotal}) end,
        'commentCount', coalesce(${commentCount.n}, 0))`,
      id: page.id,
      createdKey: page.createdKey,
      endsKey: page.endsKey,
      total: page.voteTotal,
    })
    .from(page)
    .innerJoin(categories, eq(categories.id, page.categoryId))
    .leftJoin(users, eq(users.id, page.creatorId))
    .leftJoinLateral(commentCount, sql`true`)
    .orderBy(...orderBy(page as unknown as SortColumns));
}

type ViewRow = Awaited<ReturnType<typeof debateViewsQuery>>[number];

export function toDebateRows(rows: ViewRow[]): DebateRow[] {
  return rows.map(({ debate, id, createdKey, endsKey, total }) => ({
    debate,
    key: { id, created: createdKey, ends: endsKey, total },
  }));
}
