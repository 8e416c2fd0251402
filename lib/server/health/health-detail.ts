import "server-only";
import { and, count, isNull, lte, min, sql } from "drizzle-orm";
import { getDb, poolUse } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { instanceStats } from "@/lib/instance-stats";

/**
 * The numbers an operator looks at: this server process's pool and its waits for a connection, its
 * last close sweep and mail failures in the last hour (each instance of a serverless host has its own), and from the
 * database the debates past their deadline that no sweep has closed yet (read from the due index, which holds only
 * those) with the oldest deadline among them.
 */
export async function getHealthDetail() {
  const [overdue] = await getDb()
    .select({ count: count(), oldest: min(debates.votingEndsAt) })
    .from(debates)
    .where(and(isNull(debates.closedAt), lte(debates.votingEndsAt, sql`now()`)));
  return {
    pool: poolUse(),
    ...instanceStats(),
    overdueDebates: overdue.count,
    oldestOverdueSince: overdue.oldest ? new Date(overdue.oldest).toISOString() : null,
  };
}
