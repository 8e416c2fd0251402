// The SQL of `npm run db:seed:large`: every table filled by one INSERT ... SELECT over generate_series.
import { VOTING_HOURS } from "../../../lib/debates/voting-window";
const TOPICS = [
  "nuclear",
  "climate",
  "taxes",
  "schools",
  "robots",
  "privacy",
  "football",
  "vaccines",
  "housing",
  "cities",
  "cars",
  "trains",
  "space",
  "oceans",
  "farming",
  "meat",
  "sugar",
  "coffee",
  "cinema",
  "music",
  "museums",
  "borders",
  "voting",
  "parliament",
  "monarchy",
  "police",
  "prisons",
  "drugs",
  "gambling",
  "lotteries",
  "pensions",
  "wages",
  "unions",
  "banks",
  "crypto",
  "cash",
  "tourism",
  "airports",
  "bicycles",
  "parks",
  "zoos",
  "homework",
  "uniforms",
  "exams",
  "universities",
  "libraries",
  "newspapers",
  "television",
  "podcasts",
  "gaming",
  "esports",
  "olympics",
  "doping",
  "referees",
  "stadiums",
  "chess",
  "translation",
  "languages",
  "dialects",
  "spelling",
  "daylight",
  "calendars",
  "weekends",
  "holidays",
  "tipping",
  "smoking",
  "alcohol",
  "helmets",
  "speed",
  "drones",
  "satellites",
  "telescopes",
  "mars",
  "moon",
  "genetics",
  "cloning",
  "organs",
  "hospitals",
  "insurance",
  "dentists",
  "pets",
  "dogs",
  "cats",
  "hunting",
  "fishing",
  "forests",
  "rivers",
  "dams",
  "wind",
  "solar",
] as const;

// 32 random bytes, base64url: the votes.opening default of lib/db/schema.ts
export const RANDOM_OPENING =
  "rtrim(translate(encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'base64'), '+/', '-_'), '=')";

const list = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]::text[]`;

export const insertUsers = (n: number) => `
  insert into users (username, email, password_hash, email_verified, is_verified, joined_at)
  select format('bench_%s', lpad(g::text, 5, '0')), format('bench_%s@bench.local', g), $1, true, false,
         now() - (g % 700) * interval '1 day'
  from generate_series(1, ${n}) g`;

export const insertDebates = (n: number, users: number) => `
  with t as (select ${list(TOPICS)} as w, (select array_agg(id order by id) from categories) as cats,
                    (select min(id) from users where username like 'bench\\_%') as u0),
  g as (select g, now() - g * interval '10 minutes' - interval '3 minutes' as created from generate_series(0, ${n - 1}) g)
  insert into debates (title, description, category_id, position_a_title, position_b_title, position_a_debater,
                       position_b_debater, debate_video, creator_id, created_at, voting_ends_at, is_featured)
  select
    format('Should %s beat %s in debate %s?', w[1 + g % ${TOPICS.length}], w[1 + (g * 7 + 3) % ${TOPICS.length}], g),
    format('Motion %s weighs %s against %s, with %s in the background. Two debaters make their case, then the people decide.',
           g, w[1 + g % ${TOPICS.length}], w[1 + (g * 7 + 3) % ${TOPICS.length}], w[1 + (g * 13 + 5) % ${TOPICS.length}]),
    cats[1 + g % array_length(cats, 1)],
    format('For %s', w[1 + g % ${TOPICS.length}]), format('For %s', w[1 + (g * 7 + 3) % ${TOPICS.length}]),
    format('Debater %s', g % 997), format('Debater %s', (g + 500) % 997),
    (${list(["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/M7lc1UVf-VE", "https://www.youtube.com/embed/aqz-KE-bpKQ", ""])})[1 + g % 4],
    u0 + g % ${users}, created, created + interval '${VOTING_HOURS} hours', g = 2
  from g, t`;

// Votes lean to newer debates (power-law over creation order, as real traffic does); one per (debate, user).
export const insertVotes = (total: number, debates: number, users: number) => `
  with base as (select (select min(id) from debates) as d0, (select min(id) from users where username like 'bench\\_%') as u0),
  pick as (
    select distinct on (d, u) d, u from (
      select base.d0 + floor(${debates} * power(random(), 2.5))::int as d, base.u0 + floor(random() * ${users})::int as u
      from base, generate_series(1, ${Math.ceil(total * 1.12)})
    ) x
    limit ${total}
  )
  , ballot as (
    select d.id as debate_id, pick.u, case when random() < 0.3 + (d.id % 40) / 100.0 then 'A' else 'B' end as position,
           d.created_at + random() * (least(d.voting_ends_at, now()) - d.created_at) as created_at,
           ${RANDOM_OPENING} as opening
    from pick join debates d on d.id = pick.d
  )
  -- loaded with the ballot triggers off (seed-large.ts): place in cast order and commitment set here, batches after
  insert into votes (debate_id, user_id, position, created_at, opening, commitment, seq)
  select debate_id, u, position, created_at, opening, ballot_commitment(debate_id, position, opening),
         row_number() over (partition by debate_id order by created_at)
  from ballot`;

/** Ballot triggers off for the bulk load, and the batches published set by set after it (drizzle/0006). */
export const BALLOT_TRIGGERS = (on: boolean) =>
  `alter table votes ${on ? "enable" : "disable"} trigger votes_ballot_before, ${on ? "enable" : "disable"} trigger votes_ballot_after`;
export const PUBLISH_BATCHES = "select ballot_publish_batches()";

export const insertComments = (n: number, debates: number, users: number) => `
  with base as (select (select min(id) from debates) as d0, (select min(id) from users where username like 'bench\\_%') as u0)
  insert into comments (debate_id, user_id, content, created_at)
  select base.d0 + (g::bigint * 37) % ${debates}, base.u0 + g % ${users}, format('Benchmark comment %s: a fair point, well made.', g),
         now() - (g % 1000) * interval '1 minute'
  from base, generate_series(0, ${n - 1}) g`;

/**
 * The discussed debate (the newest open one, which the bench reads): `threads` top-level comments of three replies
 * each.
 */
export const insertDiscussion = (threads: number, users: number) => `
  with d as (select id from debates where voting_ends_at > now() order by id desc limit 1),
  base as (select (select min(id) from users where username like 'bench\\_%') as u0),
  top as (
    insert into comments (debate_id, user_id, content, created_at)
    select d.id, base.u0 + (g * 13) % ${users}, format('Thread %s: here is why I think the motion holds up.', g),
           now() - (${threads} - g) * interval '1 minute'
    from d, base, generate_series(1, ${threads}) g
    returning id, debate_id, user_id, created_at)
  insert into comments (debate_id, user_id, parent_id, root_id, content, created_at)
  select top.debate_id, base.u0 + (top.user_id + r * 7) % ${users}, top.id, top.id,
         format('Reply %s: a fair point, but consider the other side.', r), top.created_at + r * interval '10 seconds'
  from top, base, generate_series(1, 3) r`;

/** Up to five likes or dislikes on every comment, by distinct bench users. */
export const insertCommentLikes = (users: number) => `
  with base as (select min(id) as u0 from users where username like 'bench\\_%')
  insert into comment_likes (comment_id, user_id, is_like)
  select c.id, base.u0 + (c.id * 7 + k) % ${users}, k % 4 <> 0
  from comments c, base, generate_series(1, 1 + c.id % 5) k`;

/** The PV+ bench user the comment scenario reads as. */
export const GRANT_PV_PLUS = `
  insert into user_roles (user_id, role) select id, 'pv_plus' from users where username = 'bench_00001'
  on conflict do nothing`;

export const RECOMPUTE_TALLIES = `
  with cleared as (delete from debate_vote_tallies)
  update debates d set votes_a = t.a, votes_b = t.b, vote_total = t.a + t.b
  from (select debate_id, count(*) filter (where position = 'A')::int as a, count(*) filter (where position = 'B')::int as b
        from votes group by debate_id) t
  where t.debate_id = d.id`;

export const RECOMPUTE_DEBATE_COUNTS = `
  update users u set debate_count = t.n
  from (select creator_id, count(*)::int as n from debates group by creator_id) t
  where t.creator_id = u.id`;

// 16 bytes of SHA-256, base64url: the shape of lib/server/limits/address-hash.ts's keyed hash (22 characters)
const netHash = (text: string) =>
  `rtrim(translate(encode(substr(sha256(convert_to(${text}, 'UTF8')), 1, 16), 'base64'), '+/', '-_'), '=')`;

/**
 * Registration networks for the bench users (the staff's signals, issue 25 item 6), as the hash of a network and its
 * week (the hash's key changes weekly). Every account's joined_at gets up to a day of jitter (the users step dates
 * them to the day). Of each 20 accounts: 3 in same-network clusters of 25 registered about a minute apart (120
 * clusters, one every ~6 hours over the last 30 days: the ones of the last days are young on today's ballots), 7 on
 * 300 shared networks (offices, carriers' NAT) over the whole 700 days, and 10 on networks of their own. Accounts
 * older than 650 days have none (registered before networks were kept).
 */
export const ASSIGN_NETWORKS = `
  with u as (
    select id, row_number() over (order by id) - 1 as k from users where username like 'bench\\_%'
  ), kind as (
    select id, case when k % 20 < 3 then 'cluster' when k % 20 < 10 then 'shared' else 'own' end as kind,
           row_number() over (partition by k % 20 < 3, k % 20 < 10 order by k) - 1 as m
    from u
  ), placed as (
    select kind.id, kind.kind, kind.m,
      case when kind.kind = 'cluster'
        then now() - (kind.m / 25) * interval '359 minutes' - interval '40 minutes'
             + (kind.m % 25) * interval '70 seconds' + random() * interval '60 seconds'
        else users.joined_at - random() * interval '1 day' end as joined_at
    from kind join users on users.id = kind.id
  )
  update users set joined_at = p.joined_at,
    registration_network = case
      when p.joined_at < now() - interval '650 days' then null
      else ${netHash(`concat_ws('|', p.kind, case p.kind when 'cluster' then p.m / 25 when 'shared' then p.m % 300 else p.id end, floor(extract(epoch from p.joined_at) / 604800))`)}
    end
  from placed p where p.id = users.id`;
