import "server-only";
import { gte, sql } from "drizzle-orm";
import { bigint, pgSchema, serial } from "drizzle-orm/pg-core";
import journal from "@/drizzle/meta/_journal.json";
import { prepared } from "@/lib/db/prepared";

/** The newest migration this build ships (drizzle records each applied one by its journal time, `created_at`). */
export const LATEST_MIGRATION = Math.max(...journal.entries.map((e) => e.when));

// drizzle's own record of applied migrations (not part of the app's schema: drizzle-kit does not manage it)
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  id: serial("id"),
  createdAt: bigint("created_at", { mode: "number" }),
});

/**
 * Whether the database answers and holds every migration this build ships. The read is the kind every page makes (a
 * drizzle query with a parameter, run by `prepared` through the app's pool), so whatever makes pages fail (an outage,
 * a pooler refusing named statements) makes this fail too. Any failure, an outage or a missing table alike, is simply
 * 'no': the caller says nothing more than that.
 */
export async function checkHealth(): Promise<boolean> {
  try {
    const statement = prepared("health:migrations", (db) =>
      db
        .select({ id: appliedMigrations.id })
        .from(appliedMigrations)
        .where(gte(appliedMigrations.createdAt, sql.placeholder("latest")))
        .limit(1),
    );
    return (await statement.execute({ latest: LATEST_MIGRATION })).length > 0;
  } catch {
    return false;
  }
}
