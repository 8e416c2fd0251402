import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { debates, votes } from "@/lib/db/schema";
import type { UserActivity } from "@/lib/moderation/types";
import { assertUserExists } from "./assert-user-exists";

const ACTIVITY_LIMIT = 100;

/** A user's latest debates and the debates they voted in (staff): never which side (decisions.md 'Votes'). */
export async function getUserActivity(actor: Actor | null, userId: number): Promise<UserActivity> {
  requireRole(actor, "staff");
  const db = getDb();
  await assertUserExists(db, userId);
  const [created, voted] = await Promise.all([
    db
      .select({ id: debates.id, title: debates.title, isActive: debates.isActive, createdAt: debates.createdAt })
      .from(debates)
      .where(eq(debates.creatorId, userId))
      .orderBy(desc(debates.createdAt))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ debateId: votes.debateId, debateTitle: debates.title, createdAt: votes.createdAt })
      .from(votes)
      .innerJoin(debates, eq(debates.id, votes.debateId))
      .where(eq(votes.userId, userId))
      .orderBy(desc(votes.createdAt))
      .limit(ACTIVITY_LIMIT),
  ]);
  return {
    debates: created.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    votes: voted.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
  };
}
