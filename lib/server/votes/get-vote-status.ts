import "server-only";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { votes } from "@/lib/db/schema";
import type { VoteStatus } from "@/lib/debates/types";

/** Whether the signed-in user voted on a debate, and their own side (only ever shown to themselves). */
export async function getVoteStatus(actor: Actor | null, debateId: number): Promise<VoteStatus> {
  const user = requireUser(actor);
  const [row] = await getDb()
    .select({ position: votes.position })
    .from(votes)
    .where(and(eq(votes.debateId, debateId), eq(votes.userId, user.id)))
    .limit(1);
  return { hasVoted: !!row, position: row?.position ?? null };
}
