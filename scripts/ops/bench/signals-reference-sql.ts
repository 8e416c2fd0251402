// The staff signals' first statement (issue 25 item 6), kept as the reference the current one
// (lib/server/moderation/vote-signals-sql.ts) must match row for row: it joins every ballot of the chosen debates to
// its account and runs the gaps-and-islands window over all of them. npm run bench:signals times the two side by side;
// tests/integration/vote-signals.test.ts compares them on a fixture.
import { sql } from "drizzle-orm";
import { MIN_GROUP } from "../../../lib/server/moderation/vote-signals-sql";

export const referenceSignalsSql = (limit: number) => sql`
  with open_debates as (
    select id, title, vote_total from debates
    where is_active and voting_ends_at > now()
      and (vote_total > 0 or exists (select 1 from debate_vote_tallies t where t.debate_id = debates.id))
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
  order by exists (select 1 from groups g where g.debate_id = d.id) desc, d.vote_total desc, d.id desc`;
