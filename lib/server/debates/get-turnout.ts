import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { debates } from "@/lib/db/schema";
import type { Turnout } from "@/lib/debates/types";
import { notFound } from "@/lib/errors";
import { prepared } from "@/lib/db/prepared";
import { exactTally } from "@/lib/server/votes/exact-tally";

/**
 * How many have voted in a debate, and nothing else: the same for everyone (a taken-down debate is 404 to all, staff
 * included), so one shared answer serves every open page that follows the count. One statement on the primary key: the
 * rolled-up total and the debate's shard rows (docs/decisions/0001-vote-tallies.md).
 */
export async function getTurnout(id: number): Promise<Turnout> {
  const statement = prepared("debates:turnout", (db) =>
    db
      .select({
        total: exactTally(debates.id, { A: debates.votesA, B: debates.votesB, total: debates.voteTotal }).total,
      })
      .from(debates)
      .where(and(eq(debates.id, sql.placeholder("id")), eq(debates.isActive, true)))
      .limit(1),
  );
  const [row] = await statement.execute({ id });
  if (!row) throw notFound("Debate not found");
  return { debateId: id, total: row.total };
}
