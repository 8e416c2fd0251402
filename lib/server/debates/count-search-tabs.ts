import "server-only";
import { sql } from "drizzle-orm";
import type { SearchCounts } from "@/lib/debates/home-filters";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { likePattern } from "@/lib/debates/like-pattern";
import { SEARCH_COUNT_CAP as COUNT_CAP } from "@/lib/debates/types";
import { categoryFilter, debateFilters } from "./debate-filters";
import type { DebateStatus } from "@/lib/debates/sorts";
import { matchCategories } from "./match-categories";

/**
 * How many active and how many past debates a search matches (in a category when given), for the home's search
 * banner and the empty tab's pointer to the other one: one statement, two bounded scans (each stops at
 * COUNT_CAP + 1 rows, as countDebates does) on the same filters and indexes as the lists.
 */
export async function countSearchTabs(search: string, category?: string): Promise<SearchCounts> {
  const pattern = likePattern(search);
  const searchCategoryIds = await matchCategories(pattern);
  const filters = { pattern, searchCategoryIds, ...categoryFilter(category) };
  const bounded = (status: DebateStatus) =>
    sql`(select count(*)::int from (select 1 from ${debates} where ${debateFilters({ ...filters, status })} limit ${COUNT_CAP + 1}) m)`;
  const { rows } = await getDb().execute<SearchCounts>(
    sql`select ${bounded("open")} as active, ${bounded("ended")} as past`,
  );
  return {
    active: Number(rows[0]?.active ?? 0),
    past: Number(rows[0]?.past ?? 0),
  };
}
