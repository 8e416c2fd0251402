import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { SEARCH_COUNT_CAP as COUNT_CAP } from "@/lib/debates/types";
import { debateFilters } from "./debate-filters";
import type { DebateStatus } from "./debate-order";
import { matchCategories } from "./match-categories";

/** How many debates a search finds (for the search banner); counting stops at COUNT_CAP + 1, a bounded scan. */
export async function countDebates(
  status: DebateStatus,
  filters: { search?: string; category?: string; searchCategoryIds?: number[] },
): Promise<number> {
  const db = getDb();
  const searchCategoryIds = filters.searchCategoryIds ?? (await matchCategories(filters.search));
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(debates)
    .where(debateFilters({ status, ...filters, searchCategoryIds }))
    .limit(COUNT_CAP + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}
