import "server-only";
import { and, desc, eq, gte, gt, ilike, or, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { categories, debates, votes } from "@/lib/db/schema";
import { isStaff } from "@/lib/roles";
import { USER_LIST_LIMIT } from "./list-user-debates";
import { requirePublicUser } from "./require-public-user";
import type { UserVote } from "@/lib/users/types";
import { SMALL_CELL } from "@/lib/results/small-cell";
import { exactTally } from "@/lib/server/votes/exact-tally";

const tally = exactTally(debates.id, { A: debates.votesA, B: debates.votesB, total: debates.voteTotal });

/** midnight UTC of the day of `at` */
const dayOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * A user's voting history, newest first, optionally filtered by debate title; the side, receipt, id and exact time
 * only for the voter. Others see the day each vote was cast and nothing that orders votes within a day (the list is
 * ordered by day, then debate), so no public answer ties a voter to a place in a debate's cast order finer than the
 * ballots of a day, and through them to less than a whole batch of the ballot board (docs/verify-ballots.md). Others
 * (not the voter, not staff) see a vote in a closed debate only where each side holds at least SMALL_CELL counted
 * ballots (decisions.md 'Vote integrity', the small-cell floor): a lone or near-unanimous voter's side is the result.
 */
export async function listUserVotes(
  actor: Actor | null,
  userId: number,
  opts: { search?: string } = {},
): Promise<UserVote[]> {
  await requirePublicUser(userId);
  const own = actor?.id === userId;
  const full = own || isStaff(actor?.roles);
  const search = opts.search?.trim();
  const rows = await getDb()
    .select({
      id: votes.id,
      createdAt: votes.createdAt,
      position: votes.position,
      receipt: votes.commitment,
      voidedBy: votes.voidActionId,
      debate: {
        id: debates.id,
        title: debates.title,
        description: debates.description,
        positionATitle: debates.positionATitle,
        positionBTitle: debates.positionBTitle,
      },
      category: { id: categories.id, name: categories.name, slug: categories.slug, color: categories.color },
    })
    .from(votes)
    .innerJoin(debates, eq(debates.id, votes.debateId))
    .innerJoin(categories, eq(categories.id, debates.categoryId))
    .where(
      and(
        eq(votes.userId, userId),
        isStaff(actor?.roles) ? undefined : eq(debates.isActive, true),
        search ? ilike(debates.title, likePattern(search)) : undefined,
        full
          ? undefined
          : or(gt(debates.votingEndsAt, sql`now()`), and(gte(tally.A, SMALL_CELL), gte(tally.B, SMALL_CELL))),
      ),
    )
    .orderBy(
      ...(own
        ? [desc(votes.createdAt), desc(votes.id)]
        : [desc(sql`date_trunc('day', ${votes.createdAt} at time zone 'UTC')`), desc(debates.id)]),
    )
    .limit(USER_LIST_LIMIT);
  return rows.map(({ id, createdAt, position, receipt, voidedBy, category, debate }) => ({
    ...(own
      ? { id, createdAt, position, receipt, ...(voidedBy === null ? {} : { voidedBy }) }
      : { createdAt: dayOf(createdAt) }),
    debate: { ...debate, category },
  }));
}
