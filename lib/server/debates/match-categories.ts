import "server-only";
import { sql } from "drizzle-orm";
import { categories } from "@/lib/db/schema";
import { prepared } from "@/lib/db/prepared";

/** Ids of the categories whose name matches an ILIKE pattern (a handful of rows). */
export async function matchCategories(pattern: string | undefined): Promise<number[]> {
  if (pattern === undefined) return [];
  const statement = prepared("categories:match", (db) =>
    db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.name} ilike ${sql.placeholder("pattern")}`),
  );
  const rows = await statement.execute({ pattern });
  return rows.map((r) => r.id);
}
