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

/** the debates where an action voided a ballot or a lean (votes_void_idx, leans_void_idx) */
const voidedBy = (actionId: number) => sql`
  select ${votes.debateId} from ${votes} where ${votes.voidActionId} = ${actionId}
  union select ${leans.debateId} from ${leans} where ${leans.voidActionId} = ${actionId}`;

/**
 * An appeal's reversal of a ban for vote manipulation, in the caller's transaction: the ballots that action voided
 * count again on the debates still open (their tallies take them back, through the voter's shard row;
 * docs/decisions/0017-integrity-ledger.md). A debate whose deadline has passed keeps its board and verdict as they
 * closed: the ballot stays void there. The leans the action voided come back the same way. Answers how many ballots
 * it restored.
 */
export async function restoreBallots(tx: Tx, actionId: number): Promise<number> {
  // the debates first, in id order as a ballot's insert locks its debate; the statement after reads them locked
  await tx.execute(
    sql`select ${debates.id} from ${debates} where ${debates.id} in (${voidedBy(actionId)}) order by ${debates.id} for no key update`,
  );
  const { rows } = await tx.execute<{ restored: number }>(sql`
    with open_debates as (
      select ${d.id} as id from debates d
      where ${d.id} in (${voidedBy(actionId)}) and ${d.votingEndsAt} > clock_timestamp()
    ), restored_leans as (
      update leans l set ${columnNames(l.voidActionId)} = null
      from open_debates o
      where ${l.debateId} = o.id and ${l.voidActionId} = ${actionId}
    ), restored as (
      update votes v set ${columnNames(v.voidActionId)} = null
      from open_debates o
      where ${v.debateId} = o.id and ${v.voidActionId} = ${actionId}
      returning ${v.debateId} as debate_id, coalesce(${v.userId}, 0) % ${SHARDS} as shard, ${v.position} as position
    ), tallies as (
      select debate_id, shard, count(*) filter (where position = 'A')::int as a,
             count(*) filter (where position = 'B')::int as b
      from restored group by debate_id, shard
    ), shard_rows as (
      insert into ${debateVoteTallies} as t (${columnNames(t.debateId, t.shard, t.votesA, t.votesB)})
      select debate_id, shard, a, b from tallies
      on conflict (${columnNames(t.debateId, t.shard)}) do update
        set (${columnNames(t.votesA, t.votesB)}) = (${t.votesA} + excluded.votes_a, ${t.votesB} + excluded.votes_b)
    )
    select coalesce(sum(a + b), 0)::int as restored from tallies`);
  return Number(rows[0]?.restored ?? 0);
}
