import "server-only";
import { and, sql } from "drizzle-orm";
import { prepared } from "@/lib/db/prepared";
import { debates } from "@/lib/db/schema";
import { likePattern } from "@/lib/debates/like-pattern";
import type { Debate } from "@/lib/debates/types";
import type { DebateListQuery } from "@/lib/validation/debates";
import { countDebates } from "./count-debates";
import { categoryFilter, debateFilters } from "./debate-filters";
import type { DebateStatus } from "@/lib/debates/sorts";
import { debateOrder } from "./debate-order";
import { matchCategories } from "./match-categories";
import { debateViewsQuery } from "./debate-views-query";
import { toDebateRows } from "./select-debate-views";
import { sweepTalliesSoon } from "@/lib/server/votes/sweep-tallies-soon";

const PAGE_SIZE = 20;
/** Without limit or cursor a list answers the documented plain array, capped at this many. */
const UNPAGED_CAP = 100;

/** `found`: how many the search matches (capped count), on the first page of a search when asked for. */
export type DebatePage = { items: Debate[]; nextCursor: string | null; found?: number };

const placeholder = (name: string) => sql.placeholder(name);

/**
 * A page of the open (GET /api/debates) or ended (GET /api/debates/ended) list: filter, search, sort and
 * keyset paging all in one SQL query. Open lists default to newest first, ended ones to the latest end.
 * With `count`, the first page of a search also says how many debates match.
 */
export async function listDebates(
  status: DebateStatus,
  query: DebateListQuery,
  opts: { count?: boolean } = {},
): Promise<DebatePage> {
  // the popular order reads the rolled-up totals: keep them within seconds (docs/decisions/0001-vote-tallies.md)
  sweepTalliesSoon();
  const sort = query.sort ?? (status === "ended" ? "ending" : "recent");
  const order = debateOrder(status, sort);
  const paged = query.limit !== undefined || query.cursor !== undefined;
  const limit = query.limit ?? (paged ? PAGE_SIZE : UNPAGED_CAP);
  const position = query.cursor ? order.readCursor(query.cursor) : undefined;
  const pattern = query.search ? likePattern(query.search) : undefined;
  const searchCategoryIds = await matchCategories(pattern);
  const category = categoryFilter(query.category);

  // one prepared statement per shape of the query: which filters are present, how many categories matched
  const shape = [status, sort, pattern !== undefined, searchCategoryIds.length, Object.keys(category)[0], !!position];
  const statement = prepared(`debates:list:${shape.join(":")}`, (db) =>
    debateViewsQuery(db, {
      where: and(
        debateFilters({
          status,
          pattern: pattern !== undefined ? placeholder("pattern") : undefined,
          searchCategoryIds: searchCategoryIds.map((_, i) => placeholder(`category${i}`)),
          categoryId: category.categoryId !== undefined ? placeholder("categoryId") : undefined,
          categorySlug: category.categorySlug !== undefined ? placeholder("categorySlug") : undefined,
        }),
        position ? order.after(debates, placeholder("afterValue"), placeholder("afterId")) : undefined,
      ),
      orderBy: order.orderBy,
      limit: placeholder("limit"),
    }),
  );
  const rows = toDebateRows(
    await statement.execute({
      pattern,
      ...Object.fromEntries(searchCategoryIds.map((id, i) => [`category${i}`, id])),
      ...category,
      afterValue: position?.value,
      afterId: position?.id,
      limit: limit + 1,
    }),
  );

  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  const counting = opts.count && pattern !== undefined && !position;
  // a search that fits on its first page has been counted already
  const found = !counting
    ? undefined
    : more
      ? await countDebates({ status, pattern, searchCategoryIds, ...category })
      : items.length;
  return {
    items: items.map((r) => r.debate),
    nextCursor: more ? order.cursorFor(items[items.length - 1].key) : null,
    ...(found !== undefined ? { found } : {}),
  };
}
