import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { categories, debates } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import type { OwnDebate } from "@/lib/users/types";
import { exactTally } from "@/lib/server/votes/exact-tally";

const LIMIT = 50;

/**
 * The signed-in user's own live debates, newest first, with the category; only the total vote count (sealed ballot).
 */
export async function listOwnDebates(actor: Actor | null): Promise<OwnDebate[]> {
  const user = requireUser(actor);
  return getDb()
    .select({
      id: debates.id,
      title: debates.title,
      description: debates.description,
      positionATitle: debates.positionATitle,
      positionBTitle: debates.positionBTitle,
      voteTotal: exactTally(debates.id, { A: debates.votesA, B: debates.votesB, total: debates.voteTotal }).total,
      createdAt: debates.createdAt,
      votingEndsAt: debates.votingEndsAt,
      category: { id: categories.id, name: categories.name, color: categories.color },
    })
    .from(debates)
    .innerJoin(categories, eq(categories.id, debates.categoryId))
    .where(and(eq(debates.creatorId, user.id), eq(debates.isActive, true)))
    .orderBy(desc(debates.createdAt), desc(debates.id))
    .limit(LIMIT);
}
