import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { ACCOUNT_NOT_ACTIVE, requireVerifiedMember } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { RawColumns } from "@/lib/db/raw-row";
import { debates, votes } from "@/lib/db/schema";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { refundLimit } from "@/lib/server/limits/refund-limit";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";
import { recordRefusal } from "@/lib/server/ballots/record-refusal";
import type { RefusalRule, VotePosition } from "@/lib/enums";
import type { CastVote } from "@/lib/validation/votes";
import { inSpan } from "@/lib/tracing/in-span";
import { castVoteSql } from "./cast-vote-sql";
import { sweepTalliesSoon } from "./sweep-tallies-soon";

type CastVoteResult = {
  debateId: number;
  position: VotePosition;
  hasVoted: true;
  voteCount: { total: number };
  /** the ballot's public commitment on the board (decisions.md 'A verdict anyone can check') */
  receipt: string;
  /** the ballot's secret opening, shown to the voter alone; published with the ballots after the deadline */
  opening: string;
};

/**
 * One statement, so one transaction (castVoteSql): insert the ballot only into an open, visible debate, and only while
 * the voter's account is active, read under a key-share lock of their row: a ban (which locks the row for update, then
 * voids the ballots of a vote manipulation) either waits for this ballot and voids it, or commits first and this
 * ballot is refused; the lock is taken before the debate's, in the ban's order. The unique (debate_id, user_id) index
 * turns a duplicate, concurrent or not, into no row; the ballot's shard row of the tallies moves only when a row came
 * back; after the answer, at most once per few seconds per process, every debate's shard rows older than that are
 * rolled up (sweepTalliesSoon; docs/decisions/0001-vote-tallies.md). The 30-a-minute limit (and
 * the client address's and its networks', limits.ts) is taken before the ballot, in one atomic count, so it holds
 * under concurrency (60 concurrent votes store exactly 30); a ballot that is refused (409, 403, 404) gives its place
 * back, so duplicates do not use up the limit. The ballot's opening is 32 fresh random bytes; its
 * commitment, its place in cast order and a filled batch's root are set by the database (drizzle/0006's triggers).
 * A refusal under one of the integrity ledger's rules (a limit, an unverified or inactive account, a second vote) is
 * counted in the debate's ledger before it is answered (recordRefusal: counts only, while the debate is open).
 */
export async function castVote(
  actor: Actor | null,
  input: CastVote,
  ip: string | null = null,
): Promise<CastVoteResult> {
  return inSpan(
    "vote.cast",
    async () => {
      try {
        return await cast(actor, input, ip);
      } catch (error) {
        const rule = refusalRule(actor, error);
        if (rule) await recordRefusal({ rule, debateId: input.debateId, userId: actor?.id, ip });
        throw error;
      }
    },
    { "debate.id": input.debateId },
  );
}

/** The ledger's rule of a refused vote; null for one it does not count (no session, no such or a closed debate). */
function refusalRule(actor: Actor | null, error: unknown): RefusalRule | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === "ALREADY_VOTED") return "second_vote";
  if (error.code === "RATE_LIMITED") return "limit";
  const inactive = error.code === "FORBIDDEN" && error.message === ACCOUNT_NOT_ACTIVE;
  if (
    actor &&
    (error.code === "EMAIL_NOT_VERIFIED" || error.code === "SUSPENDED" || inactive || actor.status !== "active")
  )
    return "account";
  return null;
}

async function cast(actor: Actor | null, { debateId, position }: CastVote, ip: string | null): Promise<CastVoteResult> {
  const voter = requireVerifiedMember(actor);
  await Promise.all([consumeLimit("vote", voter.id), consumeAddressLimits("vote", ip)]);
  const opening = randomBytes(32).toString("base64url");
  const { rows } = await getDb().execute<{
    total: number;
    receipt: RawColumns<typeof votes>["commitment"];
  }>(castVoteSql({ voterId: voter.id, debateId, position, opening }));
  if (!rows.length) {
    const [error] = await Promise.all([
      refusal(debateId, voter.id),
      refundLimit("vote", voter.id),
      refundAddressLimits("vote", ip),
    ]);
    throw error;
  }
  sweepTalliesSoon();
  return {
    debateId,
    position,
    hasVoted: true,
    voteCount: { total: Number(rows[0].total) },
    receipt: rows[0].receipt,
    opening,
  };
}

async function refusal(debateId: number, voterId: number): Promise<AppError> {
  const [debate] = await getDb()
    .select({
      isActive: debates.isActive,
      closed: sql<boolean>`${debates.votingEndsAt} <= now()`,
      voterActive: sql<boolean>`exists (select 1 from users where id = ${voterId} and status = 'active')`,
    })
    .from(debates)
    .where(eq(debates.id, debateId));
  if (!debate || !debate.isActive) return notFound("Debate not found");
  // banned, suspended or deleted while this vote was on its way (the session was read before)
  if (!debate.voterActive) return forbidden(ACCOUNT_NOT_ACTIVE);
  if (debate.closed) return forbidden("Voting has ended for this debate");
  return new AppError("ALREADY_VOTED", "Already voted");
}
