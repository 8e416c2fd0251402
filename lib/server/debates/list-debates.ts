import "server-only";
import { and } from "drizzle-orm";
import { debates } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import type { DebateListQuery } from "@/lib/validation/debates";
import { countDebates } from "./count-debates";
import { debateFilters } from "./debate-filters";
import { debateOrder, type DebateStatus } from "./debate-order";
import { matchCategories } from "./match-categories";
import { selectDebateViews } from "./select-debate-views";

export const PAGE_SIZE = 20;
/** Without limit or cursor a list answers the documented plain array, capped at this many. */
export const UNPAGED_CAP = 100;

/** `found`: how many the search matches (capped count), on the first page of a search when asked for. */
export type DebatePage = { items: Debate[]; nextCursor: string | null; found?: number };

/**
 * A page of the open (GET /api/debates) or ended (GET /api/debates/ended) list: filter, search, sort and
 * keyset paging all in one SQL query. Open lists default to newest first, ended ones to the latest end.
 * With `count`, the first page of a search also says how many debates match.
 */
export async function listDebates(status: DebateStatus, query: DebateListQuery, opts: { count?: boolean } = {}): Promise<DebatePage> {
  const order = debateOrder(status, query.sort ?? (status === "ended" ? "ending" : "recent"));
  const paged = query.limit !== undefined || query.cursor !== undefined;
  const limit = query.limit ?? (paged ? PAGE_SIZE : UNPAGED_CAP);
  const searchCategoryIds = await matchCategories(query.search);
  const rows = await selectDebateViews({
    where: and(
      debateFilters({ status, search: query.search, searchCategoryIds, category: query.category }),
      query.cursor ? order.after(query.cursor, debates) : undefined,
    ),
    orderBy: order.orderBy,
    limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  const counting = opts.count && query.search && !query.cursor;
  // a search that fits on its first page has been counted already
  const found = !counting ? undefined : more ? await countDebates(status, { ...query, searchCategoryIds }) : items.length;
  return {
    items: items.map((r) => r.debate),
    nextCursor: more ? order.cursorFor(items[items.length - 1].key) : null,
    ...(found !== undefined ? { found } : {}),
  };
}
