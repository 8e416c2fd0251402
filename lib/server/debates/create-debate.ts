import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireVerifiedMember } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { categories, debates, users } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { VOTING_HOURS } from "@/lib/debates/voting-window";
import { badRequest, rateLimited } from "@/lib/errors";
import { LIMITS } from "@/lib/server/limits/limits";
import { tryLimit } from "@/lib/server/limits/try-limit";
import { tryAgainIn } from "@/lib/try-again-in";
import type { CreateDebate } from "@/lib/validation/debates";
import { getDebate } from "./get-debate";

const CATEGORY_ERROR = "Please select a category";

/** The 429 past the day's debates: how many a day, and when the next one can be made (the form shows it). */
const dailyLimitReached = (seconds: number) =>
  `You can create up to ${LIMITS.createDebate.points} debates a day, and you have reached that limit. ${tryAgainIn(seconds)}`;

/** The form's fields as stored, each named once: a field added to createDebateSchema does not compile until it is. */
const stored = (input: CreateDebate) =>
  ({
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    positionATitle: input.positionATitle,
    positionBTitle: input.positionBTitle,
    positionADebater: input.positionADebater || null,
    positionBDebater: input.positionBDebater || null,
    debateVideo: input.debateVideo,
  }) satisfies Record<keyof CreateDebate, unknown>;

/**
 * Creates a debate for a verified, active member (10 a day). The deadline is the server's: exactly VOTING_HOURS hours
 * after createdAt, both from the transaction's now(); whatever the client sent is ignored.
 */
export async function createDebate(actor: Actor | null, input: CreateDebate): Promise<Debate> {
  const creator = requireVerifiedMember(actor);
  const wait = await tryLimit("createDebate", creator.id);
  if (wait) throw rateLimited(wait, dailyLimitReached(wait));
  const db = getDb();
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw badRequest(CATEGORY_ERROR, { categoryId: CATEGORY_ERROR });

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(debates)
      .values({
        ...stored(input),
        creatorId: creator.id,
        createdAt: sql`now()`,
        votingEndsAt: sql`now() + ${sql.raw(`interval '${VOTING_HOURS} hours'`)}`,
      })
      .returning({ id: debates.id });
    await tx
      .update(users)
      .set({ debateCount: sql`${users.debateCount} + 1` })
      .where(eq(users.id, creator.id));
    return row.id;
  });
  return getDebate(creator, id);
}
