import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { debates, votes } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { selectDebateViews } from "./select-debate-views";

/**
 * 'Hot Right Now' (decisions.md): the featured open debate (the newest if several), else the open debate
 * with the most votes in the last 24 hours, ties to the newest. null only when no debate is open.
 */
export async function getHotDebate(): Promise<Debate | null> {
  const db = getDb();
  const open = and(eq(debates.isActive, true), sql`${debates.votingEndsAt} > now()`);
  const [featured] = await selectDebateViews({
    where: and(open, eq(debates.isFeatured, true)),
    orderBy: (c) => [desc(c.createdAt), desc(c.id)],
    limit: 1,
  });
  if (featured) return featured.debate;
  // no featured debate: count the last day's votes per open debate (the costly path, skipped above)
  const recent = db
    .select({ debateId: votes.debateId, n: sql<number>`count(*)::int`.as("n") })
    .from(votes)
    // voided ballots do not count (docs/decisions/0017-integrity-ledger.md)
    .where(sql`${votes.createdAt} > now() - interval '24 hours' and ${votes.voidActionId} is null`)
    .groupBy(votes.debateId)
    .as("recent");
  const [hot] = await db
    .select({ id: debates.id })
    .from(debates)
    .leftJoin(recent, eq(recent.debateId, debates.id))
    .where(open)
    .orderBy(desc(sql`coalesce(${recent.n}, 0)`), desc(debates.createdAt), desc(debates.id))
    .limit(1);
  if (!hot) return null;
  const [row] = await selectDebateViews({ where: eq(debates.id, hot.id), orderBy: (c) => [c.id], limit: 1 });
  return row?.debate ?? null;
}
