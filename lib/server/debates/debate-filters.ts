import "server-only";
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { debateSearchText, debates } from "@/lib/db/schema";
import type { DebateStatus } from "@/lib/debates/sorts";

type Value<T> = T | Placeholder;

export type DebateFilters = {
  status?: DebateStatus;
  /** an ILIKE pattern (likePattern of the search term) */
  pattern?: Value<string>;
  /** ids of the categories whose name matches the search (see matchCategories) */
  searchCategoryIds?: Value<number>[];
  categoryId?: Value<number>;
  categorySlug?: Value<string>;
};

/** The `category` parameter is an id or a slug: which one, as a filter value. */
export function categoryFilter(category: string | undefined): Pick<DebateFilters, "categoryId" | "categorySlug"> {
  if (!category) return {};
  return /^\d{1,9}$/.test(category) ? { categoryId: Number(category) } : { categorySlug: category.toLowerCase() };
}

/**
 * Visible debates (not taken down), open or ended by the database clock, matching the search pattern in
 * title, description, either position (the trigram-indexed expression) or the category name. The matching
 * categories come as constants: a subquery there hides its selectivity and the planner gives up the index.
 * Values may be placeholders, for prepared statements.
 */
export function debateFilters({
  status,
  pattern,
  searchCategoryIds = [],
  categoryId,
  categorySlug,
}: DebateFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(debates.isActive, true)];
  if (status === "open") conditions.push(sql`${debates.votingEndsAt} > now()`);
  if (status === "ended") conditions.push(sql`${debates.votingEndsAt} <= now()`);
  if (pattern !== undefined) {
    const text = sql`(${debateSearchText(debates)}) ilike ${pattern}`;
    conditions.push(searchCategoryIds.length ? or(text, inArray(debates.categoryId, searchCategoryIds)) : text);
  }
  if (categoryId !== undefined) conditions.push(eq(debates.categoryId, categoryId));
  if (categorySlug !== undefined) {
    conditions.push(sql`${debates.categoryId} = (select c.id from categories c where c.slug = ${categorySlug})`);
  }
  return and(...conditions)!;
}
