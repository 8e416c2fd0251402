import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";

/** the debates where a user has a ballot or a lean not yet voided */
const unvoided = (userId: number) => sql`
  select debate_id from votes where user_id = ${userId} and void_action_id is null
  union select debate_id from leans where user_id = ${userId} and void_action_id is null`;

/**
 * Voids a user's ballots on every debate still open, in the caller's transaction (the ban or deletion for vote
 * manipulation that `actionId` records: docs/decisions/0017-integrity-ledger.md). Each ballot stays on the board,
 * marked void with the action's id, and its debate's tallies drop it. The debates are locked first (in id order, as a
 * ballot's insert locks its debate), and 'open' is read on the clock after the lock, so a debate whose deadline has
 * passed is never touched: after the deadline no ballot is voided or changed. The user's leans on the same open
 * debates are voided with them (issue 26), marked with the same action. Answers how many ballots it voided.
 */
export async function voidBallots(tx: Tx, userId: number, actionId: number): Promise<number> {
  // the debates first, in id order as a ballot's insert locks its debate; the statement after reads them locked
  await tx.execute(sql`select id from debates where id in (${unvoided(userId)}) order by id for no key update`);
  const { rows } = await tx.execute<{ voided: number }>(sql`
    with open_debates as (
      select d.id from debates d
      where d.id in (${unvoided(userId)}) and d.voting_ends_at > clock_timestamp()
    ), voided_leans as (
      update leans l set void_action_id = ${actionId}
      from open_debates o
      where l.debate_id = o.id and l.user_id = ${userId} and l.void_action_id is null
    ), voided as (
      update votes v set void_action_id = ${actionId}
      from open_debates o
      where v.debate_id = o.id and v.user_id = ${userId} and v.void_action_id is null
      returning v.debate_id, v.position
    ), tallies as (
      select debate_id, count(*) filter (where position = 'A')::int as a, count(*) filter (where position = 'B')::int as b
      from voided group by debate_id
    ), updated as (
      update debates d set votes_a = d.votes_a - t.a, votes_b = d.votes_b - t.b, vote_total = d.vote_total - t.a - t.b
      from tallies t where d.id = t.debate_id
      returning t.a + t.b as n
    )
    select coalesce(sum(n), 0)::int as voided from updated`);
  return Number(rows[0]?.voided ?? 0);
}
