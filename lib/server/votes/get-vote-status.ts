import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { LeanStatus, VoteStatus } from "@/lib/debates/types";
import type { VotePosition } from "@/lib/enums";

type Row = {
  position: VotePosition | null;
  lean: LeanStatus["lean"] | null;
  late: boolean | null;
  receipt: string | null;
};

/**
 * Whether the signed-in user voted on a debate and their own side, and their own lean (issue 26) with its receipt:
 * only ever shown to themselves. One query.
 */
export async function getVoteStatus(actor: Actor | null, debateId: number): Promise<VoteStatus> {
  const user = requireUser(actor);
  const { rows } = await getDb().execute<Row>(sql`
    select v.position, l.lean, l.late, l.commitment as receipt
    from (select 1) one
    left join votes v on v.debate_id = ${debateId} and v.user_id = ${user.id}
    left join leans l on l.debate_id = ${debateId} and l.user_id = ${user.id}`);
  const row = rows[0];
  return {
    hasVoted: !!row?.position,
    position: row?.position ?? null,
    lean: row?.lean ? { lean: row.lean, late: Boolean(row.late), receipt: row.receipt ?? "" } : null,
  };
}
