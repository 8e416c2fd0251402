import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { categories } from "@/lib/db/schema";
import { likePattern } from "@/lib/debates/like-pattern";

/** Ids of the categories whose name contains the search term, case-insensitively (a handful of rows). */
export async function matchCategories(search: string | undefined): Promise<number[]> {
  if (!search) return [];
  const rows = await getDb()
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.name} ilike ${likePattern(search)}`);
  return rows.map((r) => r.id);
}
