import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { DebateSignals } from "@/lib/moderation/types";

/** The smallest group of same-network, same-hour registrations worth a look. */
const MIN_GROUP = 3;

type Row = {
  debate_id: number;
  title: string;
  ballots: number;
  young: number;
  groups: { net: string; first_ms: string; last_ms: string; first_at: string; last_at: string; ballots: number }[];
};

/**
 * The staff's signals of vote manipulation (issue 25 item 6), for the open debates with the most ballots: the
 * ballots cast by accounts under a day old, and groups of ballots from accounts registered from one network (its
 * keyed hash, users.registration_network: never an address) within an hour of each other (each joined at most an
 * hour after the one before). All in one statement: ballots of the chosen debates by their (debate_id, user_id) index,
 * accounts by key, the groups as gaps-and-islands over a window.
 */
export async function getVoteSignals(actor: Actor | null, { limit }: { limit: number }): Promise<DebateSignals[]> {
  requireRole(actor, "staff");
  const { rows } = await getDb().execute<Row>(sql`
    with open_debates as (
      select id, title, vote_total from debates
      where is_active and voting_ends_at > now() and vote_total > 0
      order by vote_total desc, id desc
      limit ${limit}
    ), ballots as (
      select v.debate_id, u.joined_at, u.registration_network as net,
        v.created_at - u.joined_at < interval '1 day' as young,
        case when u.joined_at - lag(u.joined_at) over same_net <= interval '1 hour' then 0 else 1 end as starts
      from open_debates d
      join votes v on v.debate_id = d.id
      join users u on u.id = v.user_id
      window same_net as (partition by v.debate_id, u.registration_network order by u.joined_at)
    ), islands as (
      select debate_id, net, joined_at,
        sum(starts) over (partition by debate_id, net order by joined_at rows unbounded preceding) as island
      from ballots where net is not null
    ), groups as (
      select debate_id, net, min(joined_at) as first_at, max(joined_at) as last_at, count(*)::int as ballots
      from islands group by debate_id, net, island
      having count(*) >= ${MIN_GROUP}
    ), totals as (
      select debate_id, count(*)::int as ballots, (count(*) filter (where young))::int as young
      from ballots group by debate_id
    )
    select d.id as debate_id, d.title, t.ballots, t.young,
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'net', g.net, 'ballots', g.ballots, 'first_at', g.first_at, 'last_at', g.last_at,
          'first_ms', floor(extract(epoch from g.first_at) * 1000)::bigint,
          'last_ms', ceil(extract(epoch from g.last_at) * 1000)::bigint
        ) order by g.ballots desc, g.first_at)
        from groups g where g.debate_id = d.id
      ), '[]'::jsonb) as groups
    from open_debates d join totals t on t.debate_id = d.id
    order by d.vote_total desc, d.id desc`);
  return rows.map((r) => ({
    debateId: Number(r.debate_id),
    title: r.title,
    ballots: Number(r.ballots),
    youngBallots: Number(r.young),
    groups: r.groups.map((g) => ({
      id: `${g.net}.${g.first_ms}.${g.last_ms}.${r.debate_id}`,
      label: g.net.slice(0, 8),
      ballots: Number(g.ballots),
      firstJoined: new Date(g.first_at).toISOString(),
      lastJoined: new Date(g.last_at).toISOString(),
    })),
  }));
}
