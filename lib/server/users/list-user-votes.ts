import "server-only";
import { and, desc, eq, ilike } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { categories, debates, votes } from "@/lib/db/schema";
import { isStaff } from "@/lib/roles";
import { USER_LIST_LIMIT } from "./list-user-debates";
import { requirePublicUser } from "./require-public-user";

export type UserVote = {
  id: number;
  createdAt: Date;
  /** only ever present for the voter themselves (decisions.md, 'Votes': anonymity) */
  position?: "A" | "B";
  /** the ballot's receipt (its commitment on the board): only ever present for the voter themselves */
  receipt?: string;
  debate: {
    id: number;
    title: string;
    description: string;
    positionATitle: string;
    positionBTitle: string;
    category: { id: number; name: string; slug: string; color: string };
  };
};

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * A user's voting history, newest first, optionally filtered by debate title; the side and receipt only for the voter.
 */
export async function listUserVotes(
  actor: Actor | null,
  userId: number,
  opts: { search?: string } = {},
): Promise<UserVote[]> {
  await requirePublicUser(userId);
  const own = actor?.id === userId;
  const search = opts.search?.trim();
  const rows = await getDb()
    .select({
      id: votes.id,
      createdAt: votes.createdAt,
      position: votes.position,
      receipt: votes.commitment,
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
      ),
    )
    .orderBy(desc(votes.createdAt), desc(votes.id))
    .limit(USER_LIST_LIMIT);
  return rows.map(({ position, receipt, category, debate, ...vote }) => ({
    ...vote,
    ...(own ? { position, receipt } : {}),
    debate: { ...debate, category },
  }));
}
