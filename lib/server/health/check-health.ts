import "server-only";
import { sql } from "drizzle-orm";
import journal from "@/drizzle/meta/_journal.json";
import { getDb } from "@/lib/db";

/** The newest migration this build ships (drizzle records each applied one by its journal time, `created_at`). */
export const LATEST_MIGRATION = Math.max(...journal.entries.map((e) => e.when));

/**
 * Whether the database answers and holds every migration this build ships (drizzle's own record,
 * drizzle.__drizzle_migrations). Any failure, an outage or a missing table alike, is simply 'no': the caller says
 * nothing more than that.
 */
export async function checkHealth(): Promise<boolean> {
  try {
    const { rows } = await getDb().execute<{ latest: string | number | null }>(
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    );
    return Number(rows[0]?.latest ?? 0) >= LATEST_MIGRATION;
  } catch {
    return false;
  }
}
