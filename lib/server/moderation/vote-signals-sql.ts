import "server-only";
import { sql } from "drizzle-orm";
import { debates } from "@/lib/db/schema";

/** The smallest group of same-network, same-hour registrations worth a look. */
export const MIN_GROUP = 3;

/**
 * The staff's signals in one statement (get-vote-signals.ts says what they mean). It reads a ballot's account only
 * where the account can count, so the ballots of the busiest debates are never all joined to their accounts:
 *
 * - every ballot of the chosen debates once, from the (debate_id, user_id) index alone (no table row): the totals;
 * - young accounts: the accounts that joined at most a day before the oldest chosen debate opened (users.joined_at's
 *   index), the only ones that can be under a day old at one of their ballots, since a ballot is never older than
 *   its debate (debates.created_at is set when the row is inserted, a vote's row only after it); only their ballots'
 *   rows are read, for the time each was cast;
 * - same-network neighbours: one ordered pass over users_registration_network_idx (network, joined_at, id) keeps the
 *   accounts with another of their network joined within an hour before or after. Every account of a group has
 *   one, and an account without one is a group of one in every debate, so leaving it out moves no group's bounds:
 *   the gaps-and-islands window then runs over the ballots of these accounts only.
 *
 * The debates with a group come first (they are what staff look for), each part in the order of the chosen debates.
 *
 * `npm run bench:signals` and tests/integration/vote-signals.test.ts check it against the plain join, row for row.
 */
export const voteSignalsSql = (limit: number) => sql`
  with open_debates as materialized (
    select ${debates.id} as id, ${debates.title} as title, ${debates.voteTotal} as vote_total,
      ${debates.createdAt} as created_at
    from ${debates}
    -- in the popular order's index (the rolled-up total, docs/decisions/0001-vote-tallies.md), with any ballot
    where ${debates.isActive} and ${debates.votingEndsAt} > now()
      and (${debates.voteTotal} > 0 or exists (select 1 from debate_vote_tallies t where t.debate_id = ${debates.id}))
    order by ${debates.voteTotal} desc, ${debates.id} desc
    limit ${limit}
  ), young_accounts as materialized (
    -- a range closed on both sides: with one bound known only at run time, the planner takes such a range for a
    -- narrow one and reads users.joined_at's index (an open one it takes for a third of the table)
    select id, joined_at from users
    where joined_at between (select min(created_at) from open_debates) - interval '24 hours' and 'infinity'
  ), young as (
    -- the time a ballot was cast is read only for these accounts' ballots, one by its key (a subquery, which the
    -- planner keeps per row; the ballots themselves come from the index alone)
    select v.debate_id, count(*)::int as young
    from open_debates d
    join votes v on v.debate_id = d.id
    join young_accounts y on y.id = v.user_id
    where (select c.created_at from votes c where c.debate_id = v.debate_id and c.user_id = v.user_id)
      - y.joined_at < interval '1 day'
    group by v.debate_id
  ), neighbours as materialized (
    select id, net, joined_at from (
      select id, registration_network as net, joined_at,
        joined_at - lag(joined_at) over same_net <= interval '1 hour'
          or lead(joined_at) over same_net - joined_at <= interval '1 hour' as near
      from users where registration_network is not null
      window same_net as (partition by registration_network order by joined_at)
    ) n where near
  ), starts as (
    select v.debate_id, n.net, n.joined_at,
      case when n.joined_at - lag(n.joined_at) over same_net <= interval '1 hour' then 0 else 1 end as starts
    from open_debates d
    join votes v on v.debate_id = d.id
    join neighbours n on n.id = v.user_id
    window same_net as (partition by v.debate_id, n.net order by n.joined_at)
  ), islands as (
    select debate_id, net, joined_at,
      sum(starts) over (partition by debate_id, net order by joined_at rows unbounded preceding) as island
    from starts
  ), groups as (
    select debate_id, net, min(joined_at) as first_at, max(joined_at) as last_at, count(*)::int as ballots
    from islands group by debate_id, net, island
    having count(*) >= ${MIN_GROUP}
  ), group_lists as (
    select debate_id, jsonb_agg(jsonb_build_object(
      'net', net, 'ballots', ballots, 'first_at', first_at, 'last_at', last_at,
      'first_ms', floor(extract(epoch from first_at) * 1000)::bigint,
      'last_ms', ceil(extract(epoch from last_at) * 1000)::bigint
    ) order by ballots desc, first_at) as groups
    from groups group by debate_id
  ), totals as materialized (
    select d.id as debate_id, d.vote_total,
      (select count(*) from votes v where v.debate_id = d.id and v.user_id is not null)::int as ballots
    from open_debates d
  )
  select d.id as debate_id, d.title, t.ballots, coalesce(y.young, 0) as young, coalesce(g.groups, '[]'::jsonb) as groups
  from open_debates d
  join totals t on t.debate_id = d.id and t.ballots > 0
  left join young y on y.debate_id = d.id
  left join group_lists g on g.debate_id = d.id
  order by g.groups is not null desc, d.vote_total desc, d.id desc`;
