import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";

/** the debates where an action voided a ballot or a lean (votes_void_idx, leans_void_idx) */
const voidedBy = (actionId: number) => sql`
  select debate_id from votes where void_action_id = ${actionId}
  union select debate_id from leans where void_action_id = ${actionId}`;

/**
 * An appeal's reversal of a ban for vote manipulation, in the caller's transaction: the ballots that action voided
 * count again on the debates still open (their tallies take them back; docs/decisions/0017-integrity-ledger.md). A
 * debate whose deadline has passed keeps its board and verdict as they closed: the ballot stays void there. The leans
 * the action voided come back the same way (issue 26). Answers how many ballots it restored.
 */
export async function restoreBallots(tx: Tx, actionId: number): Promise<number> {
  // the debates first, in id order as a ballot's insert locks its debate; the statement after reads them locked
  await tx.execute(sql`select id from debates where id in (${voidedBy(actionId)}) order by id for no key update`);
  const { rows } = await tx.execute<{ restored: number }>(sql`
    with open_debates as (
      select d.id from debates d
      where d.id in (${voidedBy(actionId)}) and d.voting_ends_at > clock_timestamp()
    ), restored_leans as (
      update leans l set void_action_id = null
      from open_debates o
      where l.debate_id = o.id and l.void_action_id = ${actionId}
    ), restored as (
      update votes v set void_action_id = null
      from open_debates o
      where v.debate_id = o.id and v.void_action_id = ${actionId}
      returning v.debate_id, v.position
    ), tallies as (
      select debate_id, count(*) filter (where position = 'A')::int as a, count(*) filter (where position = 'B')::int as b
      from restored group by debate_id
    ), updated as (
      update debates d set votes_a = d.votes_a + t.a, votes_b = d.votes_b + t.b, vote_total = d.vote_total + t.a + t.b
      from tallies t where d.id = t.debate_id
      returning t.a + t.b as n
    )
    select coalesce(sum(n), 0)::int as restored from updated`);
  return Number(rows[0]?.restored ?? 0);
}
