import "server-only";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { debateSearchText, debates } from "@/lib/db/schema";
import { likePattern } from "@/lib/debates/like-pattern";
import type { DebateStatus } from "./debate-order";

type Filters = {
  status?: DebateStatus;
  search?: string;
  /** ids of the categories whose name matches the search (see matchCategories) */
  searchCategoryIds?: number[];
  category?: string;
};

/**
 * Visible debates (not taken down), open or ended by the database clock, matching the search term in
 * title, description, either position (the trigram-indexed expression) or the category name. The matching
 * categories come as constants: a subquery there hides its selectivity and the planner gives up the index.
 */
export function debateFilters({ status, search, searchCategoryIds = [], category }: Filters): SQL {
  const conditions: (SQL | undefined)[] = [eq(debates.isActive, true)];
  if (status === "open") conditions.push(sql`${debates.votingEndsAt} > now()`);
  if (status === "ended") conditions.push(sql`${debates.votingEndsAt} <= now()`);
  if (search) {
    const text = sql`(${debateSearchText(debates)}) ilike ${likePattern(search)}`;
    conditions.push(searchCategoryIds.length ? or(text, inArray(debates.categoryId, searchCategoryIds)) : text);
  }
  if (category) {
    conditions.push(
      /^\d{1,9}$/.test(category)
        ? eq(debates.categoryId, Number(category))
        : sql`${debates.categoryId} = (select c.id from categories c where c.slug = ${category.toLowerCase()})`,
    );
  }
  return and(...conditions)!;
}
