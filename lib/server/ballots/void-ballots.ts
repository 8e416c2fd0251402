import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import { debates, debateVoteTallies, leans, TALLY_SHARDS, votes } from "@/lib/db/schema";

const d = alias(debates, "d");
const t = alias(debateVoteTallies, "t");
const l = alias(leans, "l");
const v = alias(votes, "v");
const SHARDS = sql.raw(String(TALLY_SHARDS));

/** the debates where a user has a ballot or a lean not yet voided */
const unvoided = (userId: number) => sql`
  select ${votes.debateId} from ${votes} where ${votes.userId} = ${userId} and ${votes.voidActionId} is null
  union select ${leans.debateId} from ${leans} where ${leans.userId} = ${userId} and ${leans.voidActionId} is null`;

/**
 * Voids a user's ballots on every debate still open, in the caller's transaction (the ban or deletion for vote
 * manipulation that `actionId` records: docs/decisions/0017-integrity-ledger.md). Each ballot stays on the board,
 * marked void with the action's id, and its debate's tallies drop it: its opposite is added to its voter's shard
 * row of debate_vote_tallies, the row its vote was added to (docs/decisions/0001-vote-tallies.md). The debates are
 * locked first (in id order, as a ballot's insert locks its debate), and 'open' is read on the clock after the lock,
 * so a debate whose deadline has passed is never touched: after the deadline no ballot is voided or changed. The
 * user's leans on the same open debates are voided with them, marked with the same action. Answers how many ballots
 * it voided.
 */
export async function voidBallots(tx: Tx, userId: number, actionId: number): Promise<number> {
  // the debates first, in id order as a ballot's insert locks its debate; the statement after reads them locked
  await tx.execute(
    sql`select ${debates.id} from ${debates} where ${debates.id} in (${unvoided(userId)}) order by ${debates.id} for no key update`,
  );
  const { rows } = await tx.execute<{ voided: number }>(sql`
    with open_debates as (
      select ${d.id} as id from debates d
      where ${d.id} in (${unvoided(userId)}) and ${d.votingEndsAt} > clock_timestamp()
    ), voided_leans as (
      update leans l set ${columnNames(l.voidActionId)} = ${actionId}
      from open_debates o
      where ${l.debateId} = o.id and ${l.userId} = ${userId} and ${l.voidActionId} is null
    ), voided as (
      update votes v set ${columnNames(v.voidActionId)} = ${actionId}
      from open_debates o
      where ${v.debateId} = o.id and ${v.userId} = ${userId} and ${v.voidActionId} is null
      returning ${v.debateId} as debate_id, ${userId}::int % ${SHARDS} as shard, ${v.position} as position
    ), tallies as (
      select debate_id, shard, count(*) filter (where position = 'A')::int as a,
             count(*) filter (where position = 'B')::int as b
      from voided group by debate_id, shard
    ), shard_rows as (
      insert into ${debateVoteTallies} as t (${columnNames(t.debateId, t.shard, t.votesA, t.votesB)})
      select debate_id, shard, -a, -b from tallies
      on conflict (${columnNames(t.debateId, t.shard)}) do update
        set (${columnNames(t.votesA, t.votesB)}) = (${t.votesA} + excluded.votes_a, ${t.votesB} + excluded.votes_b)
    )
    select coalesce(sum(a + b), 0)::int as voided from tallies`);
  return Number(rows[0]?.voided ?? 0);
}
