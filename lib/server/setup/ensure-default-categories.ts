import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { categories } from "@/lib/db/schema";
import { DEMO_CATEGORIES } from "@/lib/db/seed-data";

/**
 * `npm run db:setup`: the default categories (the demo seed's list) when there are none, so debates can be created
 * on a fresh production database. Idempotent: with any category present it changes nothing (admins manage them in
 * the admin panel). Answers the names it added.
 */
export async function ensureDefaultCategories(): Promise<string[]> {
  return getDb().transaction(async (tx) => {
    // two set-ups at once: the second waits, then sees the first one's rows
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    if (n > 0) return [];
    const added = await tx
      .insert(categories)
      .values([...DEMO_CATEGORIES])
      .returning({ name: categories.name });
    return added.map((c) => c.name);
  });
}
