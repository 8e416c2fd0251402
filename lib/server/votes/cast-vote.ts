import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireVerifiedMember } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { refundLimit } from "@/lib/server/limits/refund-limit";
import type { CastVote } from "@/lib/validation/votes";

type CastVoteResult = {
  debateId: number;
  position: "A" | "B";
  hasVoted: true;
  voteCount: { total: number };
  /** the ballot's public commitment on the board (decisions.md 'A verdict anyone can check') */
  receipt: string;
  /** the ballot's secret opening, shown to the voter alone; published with the ballots after the deadline */
  opening: string;
};

/**
 * One statement, so one transaction: insert the ballot only into an open, visible debate; the unique
 * (debate_id, user_id) index turns a duplicate, concurrent or not, into no row; the tallies move only
 * when a row came back. The 30-a-minute limit is taken before the ballot, in one atomic count, so it holds
 * under concurrency (60 concurrent votes store exactly 30); a ballot that is refused (409, 403, 404) gives its
 * place back, so duplicates do not use up the limit. The ballot's opening is 32 fresh random bytes; its
 * commitment, its place in cast order and a filled batch's root are set by the database (drizzle/0006's triggers).
 */
export async function castVote(actor: Actor | null, { debateId, position }: CastVote): Promise<CastVoteResult> {
  const voter = requireVerifiedMember(actor);
  await consumeLimit("vote", voter.id);
  const db = getDb();
  const a = position === "A" ? 1 : 0;
  const opening = randomBytes(32).toString("base64url");
  const { rows } = await db.execute<{ total: number; receipt: string }>(sql`
    with open_debate as (
      select id from debates where id = ${debateId} and is_active and voting_ends_at > now()
    ), ballot as (
      insert into votes (debate_id, user_id, position, opening)
      select id, ${voter.id}, ${position}, ${opening} from open_debate
      on conflict (debate_id, user_id) do nothing
      returning debate_id, commitment
    )
    update debates set votes_a = votes_a + ${a}, votes_b = votes_b + ${1 - a}, vote_total = vote_total + 1
    from ballot where debates.id = ballot.debate_id
    returning vote_total as total, ballot.commitment as receipt`);
  if (!rows.length) {
    const [error] = await Promise.all([refusal(debateId), refundLimit("vote", voter.id)]);
    throw error;
  }
  return {
    debateId,
    position,
    hasVoted: true,
    voteCount: { total: Number(rows[0].total) },
    receipt: rows[0].receipt,
    opening,
  };
}

async function refusal(debateId: number): Promise<AppError> {
  const [debate] = await getDb()
    .select({ isActive: debates.isActive, closed: sql<boolean>`${debates.votingEndsAt} <= now()` })
    .from(debates)
    .where(eq(debates.id, debateId));
  if (!debate || !debate.isActive) return notFound("Debate not found");
  if (debate.closed) return forbidden("Voting has ended for this debate");
  return new AppError("ALREADY_VOTED", "Already voted");
}
