import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import { ACCOUNT_NOT_ACTIVE, requireVerifiedMember } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { columnNames } from "@/lib/db/column-names";
import { qualified } from "@/lib/db/qualified";
import { debates, leans, users, videoPlays, votes } from "@/lib/db/schema";
import type { Lean, RefusalRule } from "@/lib/enums";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { recordRefusal } from "@/lib/server/ballots/record-refusal";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { refundLimit } from "@/lib/server/limits/refund-limit";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";
import type { RecordLean } from "@/lib/validation/leans";

const d = alias(debates, "d");
const v = alias(votes, "v");
const p = alias(videoPlays, "p");

const ALREADY_LEANED_MESSAGE = "You have already recorded where you stand";

type RecordLeanResult = {
  debateId: number;
  lean: Lean;
  /** recorded after the member's first play of the debate's video: kept, left out of the swing */
  late: boolean;
  /** the lean's public commitment on the board */
  receipt: string;
  /** the lean's secret opening, shown to the member alone; published with the leans after the deadline */
  opening: string;
};

/**
 * A member's one lean on an open debate (docs/decisions/0019-minds-changed.md), recorded as castVote records a ballot
 * (the same locks, unique index, limits and ledger: cast-vote.ts), and only before their ballot. Late when the
 * member's first play of the video was recorded before it. drizzle/0015's triggers set the commitment, order and
 * batches (leans_before also skips a lean whose ballot was committed meanwhile).
 */
export async function recordLean(
  actor: Actor | null,
  debateId: number,
  input: RecordLean,
  ip: string | null = null,
): Promise<RecordLeanResult> {
  try {
    return await record(actor, debateId, input, ip);
  } catch (error) {
    const rule = refusalRule(actor, error);
    if (rule) await recordRefusal({ rule, kind: "lean", debateId, userId: actor?.id, ip });
    throw error;
  }
}

function refusalRule(actor: Actor | null, error: unknown): RefusalRule | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === "ALREADY_LEANED" || error.code === "ALREADY_VOTED") return "second_vote";
  if (error.code === "RATE_LIMITED") return "limit";
  const inactive = error.code === "FORBIDDEN" && error.message === ACCOUNT_NOT_ACTIVE;
  if (
    actor &&
    (error.code === "EMAIL_NOT_VERIFIED" || error.code === "SUSPENDED" || inactive || actor.status !== "active")
  )
    return "account";
  return null;
}

async function record(
  actor: Actor | null,
  debateId: number,
  { lean }: RecordLean,
  ip: string | null,
): Promise<RecordLeanResult> {
  const member = requireVerifiedMember(actor);
  await Promise.all([consumeLimit("lean", member.id), consumeAddressLimits("lean", ip)]);
  const opening = randomBytes(32).toString("base64url");
  const { rows } = await getDb().execute<
    RawRow<typeof leans, "late"> & { receipt: RawColumns<typeof leans>["commitment"] }
  >(sql`
    with member as (
      select ${users.id} as id from ${users} where ${users.id} = ${member.id} and ${users.status} = 'active' for key share
    ), open_debate as (
      select ${d.id} as id from debates d, member
      where ${d.id} = ${debateId} and ${d.isActive} and ${d.votingEndsAt} > now()
        and not exists (select 1 from votes v where ${v.debateId} = ${d.id} and ${v.userId} = member.id)
    )
    insert into ${leans} (${columnNames(leans.debateId, leans.userId, leans.lean, leans.late, leans.opening)})
    select id, ${member.id}, ${lean},
      exists (select 1 from video_plays p where ${p.debateId} = open_debate.id and ${p.userId} = ${member.id}),
      ${opening}
    from open_debate
    on conflict (${columnNames(leans.debateId, leans.userId)}) do nothing
    returning ${leans.late}, ${leans.commitment} as receipt`);
  if (!rows.length) {
    const [error] = await Promise.all([
      refusal(debateId, member.id),
      refundLimit("lean", member.id),
      refundAddressLimits("lean", ip),
    ]);
    throw error;
  }
  return { debateId, lean, late: Boolean(rows[0].late), receipt: rows[0].receipt, opening };
}

async function refusal(debateId: number, memberId: number): Promise<AppError> {
  const [debate] = await getDb()
    .select({
      isActive: debates.isActive,
      closed: sql<boolean>`${debates.votingEndsAt} <= now()`,
      memberActive: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${memberId} and ${users.status} = 'active')`,
      // qualified: drizzle writes a bare "id" for a column of a one-table select, which here would be the ballot's
      voted: sql<boolean>`exists (select 1 from votes v where ${v.debateId} = ${qualified(debates.id)} and ${v.userId} = ${memberId})`,
    })
    .from(debates)
    .where(eq(debates.id, debateId));
  if (!debate || !debate.isActive) return notFound("Debate not found");
  if (!debate.memberActive) return forbidden(ACCOUNT_NOT_ACTIVE);
  if (debate.closed) return forbidden("Voting has ended for this debate");
  if (debate.voted) return new AppError("ALREADY_VOTED", "Already voted");
  return new AppError("ALREADY_LEANED", ALREADY_LEANED_MESSAGE);
}
