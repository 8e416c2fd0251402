// After the run: every 201 left exactly one vote row, nothing else was added, and every tally (rolled up plus its
// shard rows, docs/decisions/0001-vote-tallies.md) matches its rows.
import type { Client } from "pg";
import type { Req } from "./load";

export async function verifyVotes(db: Client, before: number, created: Req[]): Promise<boolean> {
  const users = created.map((r) => r.vote!.userId);
  const debates = created.map((r) => r.vote!.debateId);
  const { rows } = await db.query<{ added: string; found: string; drift: string; tallied: string; counted: string }>(
    `select (select count(*) from votes) - $1::bigint as added,
            (select count(*) from votes v join unnest($2::int[], $3::int[]) as p(u, d) on v.user_id = p.u and v.debate_id = p.d) as found,
            (select count(*) from debates d where d.id = any($3::int[])
               and d.vote_total + coalesce((select sum(t.votes_a + t.votes_b) from debate_vote_tallies t where t.debate_id = d.id), 0)
                 <> (select count(*) from votes v where v.debate_id = d.id and v.void_action_id is null)) as drift,
            (select sum(vote_total) from debates)
              + (select coalesce(sum(votes_a + votes_b), 0) from debate_vote_tallies) as tallied,
            (select count(*) from votes where void_action_id is null) as counted`,
    [before, users, debates],
  );
  const r = rows[0];
  const ok =
    Number(r.added) === created.length &&
    Number(r.found) === created.length &&
    r.drift === "0" &&
    r.tallied === r.counted;
  console.log(
    `\nVotes: ${created.length} answered 201; ${r.added} rows added; ${r.found} of them are exactly those pairs.`,
  );
  console.log(`Tallies: ${r.drift} touched debates drifted; tallied ${r.tallied}, vote rows ${r.counted}.`);
  console.log(ok ? "No vote lost, none doubled." : "MISMATCH: votes lost or doubled.");
  return ok;
}
