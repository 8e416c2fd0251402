import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { RawColumns } from "@/lib/db/raw-row";
import { leans, votes } from "@/lib/db/schema";
import type { VoteStatus } from "@/lib/debates/types";

type Lean = RawColumns<typeof leans>;
// both joins may find nothing
type Row = {
  position: RawColumns<typeof votes>["position"] | null;
  lean: Lean["lean"] | null;
  late: Lean["late"] | null;
  receipt: Lean["commitment"] | null;
};

const v = alias(votes, "v");
const l = alias(leans, "l");

/**
 * Whether the signed-in user voted on a debate and their own side, and their own lean with its receipt:
 * only ever shown to themselves. One query.
 */
export async function getVoteStatus(actor: Actor | null, debateId: number): Promise<VoteStatus> {
  const user = requireUser(actor);
  const { rows } = await getDb().execute<Row>(sql`
    select ${v.position}, ${l.lean}, ${l.late}, ${l.commitment} as receipt
    from (select 1) one
    left join votes v on ${v.debateId} = ${debateId} and ${v.userId} = ${user.id}
    left join leans l on ${l.debateId} = ${debateId} and ${l.userId} = ${user.id}`);
  const row = rows[0];
  return {
    hasVoted: !!row?.position,
    position: row?.position ?? null,
    lean: row?.lean ? { lean: row.lean, late: Boolean(row.late), receipt: row.receipt ?? "" } : null,
  };
}
