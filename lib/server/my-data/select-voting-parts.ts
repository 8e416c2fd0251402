import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { categories, debates, leans, votes } from "@/lib/db/schema";
import type { MyData } from "@/lib/my-data/types";
import { siteUrl } from "@/lib/site-url";
import { exactTally } from "@/lib/server/votes/exact-tally";

const iso = (d: Date) => d.toISOString();

/**
 * The debates a member created, their ballots with side, receipt and opening, and their leans: three statements, on
 * debates_creator_idx, votes_user_created_idx and leans_user_idx, each debate joined by its key. A debate's split is
 * not given (it is sealed until the deadline, and public on its page after): only its total.
 */
export async function selectVotingParts(
  tx: Tx,
  userId: number,
): Promise<Pick<MyData, "debates" | "ballots" | "leans">> {
  const created = await tx
    .select({
      debateId: debates.id,
      title: debates.title,
      description: debates.description,
      category: categories.name,
      positionA: debates.positionATitle,
      positionB: debates.positionBTitle,
      debaterA: debates.positionADebater,
      debaterB: debates.positionBDebater,
      video: debates.debateVideo,
      createdAt: debates.createdAt,
      votingEndsAt: debates.votingEndsAt,
      visible: debates.isActive,
      votes: exactTally(debates.id, { A: debates.votesA, B: debates.votesB, total: debates.voteTotal }).total,
    })
    .from(debates)
    .innerJoin(categories, eq(categories.id, debates.categoryId))
    .where(eq(debates.creatorId, userId))
    .orderBy(asc(debates.createdAt), asc(debates.id));
  const ballots = await tx
    .select({
      debateId: votes.debateId,
      debateTitle: debates.title,
      side: votes.position,
      sideTitle: sql<string>`case when ${votes.position} = 'A' then ${debates.positionATitle} else ${debates.positionBTitle} end`,
      castAt: votes.createdAt,
      votingEndsAt: debates.votingEndsAt,
      receipt: votes.commitment,
      opening: votes.opening,
      voidedByAction: votes.voidActionId,
    })
    .from(votes)
    .innerJoin(debates, eq(debates.id, votes.debateId))
    .where(eq(votes.userId, userId))
    .orderBy(asc(votes.createdAt), asc(votes.id));
  const leaned = await tx
    .select({
      debateId: leans.debateId,
      debateTitle: debates.title,
      lean: leans.lean,
      late: leans.late,
      recordedAt: leans.createdAt,
      receipt: leans.commitment,
      opening: leans.opening,
      voidedByAction: leans.voidActionId,
    })
    .from(leans)
    .innerJoin(debates, eq(debates.id, leans.debateId))
    .where(eq(leans.userId, userId))
    .orderBy(asc(leans.createdAt), asc(leans.id));
  return {
    debates: created.map((d) => ({ ...d, createdAt: iso(d.createdAt), votingEndsAt: iso(d.votingEndsAt) })),
    ballots: ballots.map((b) => ({
      ...b,
      castAt: iso(b.castAt),
      votingEndsAt: iso(b.votingEndsAt),
      board: siteUrl(`/debate/${b.debateId}/ballots`).toString(),
    })),
    leans: leaned.map((l) => ({ ...l, recordedAt: iso(l.recordedAt) })),
  };
}
