import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { SEARCH_COUNT_CAP as COUNT_CAP } from "@/lib/debates/types";
import { debateFilters, type DebateFilters } from "./debate-filters";

/** How many debates a search finds (for the search banner); counting stops at COUNT_CAP + 1, a bounded scan. */
export async function countDebates(filters: DebateFilters): Promise<number> {
  const db = getDb();
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(debates)
    .where(debateFilters(filters))
    .limit(COUNT_CAP + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}
