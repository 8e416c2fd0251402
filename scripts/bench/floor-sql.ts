// The floor's SQL: the statements the app's domain layer sends for each benchmarked request, written out by hand.
const VIEW_COLUMNS = `id, title, description, category_id, position_a_title, position_b_title, position_a_debater,
  position_b_debater, debate_video, creator_id, created_at, voting_ends_at, is_active, is_featured, votes_a, votes_b,
  vote_total, (voting_ends_at <= now()) as closed,
  (extract(epoch from created_at) * 1000000)::bigint::text as created_key,
  (extract(epoch from voting_ends_at) * 1000000)::bigint::text as ends_key`;

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** selectDebateViews: the page picked on the debates indexes, then joined, counted and assembled as JSON. */
const debateViews = (where: string, order: string, limit: string) => `
  select json_build_object(
    'id', p.id, 'title', p.title, 'description', p.description, 'categoryId', p.category_id,
    'positionATitle', p.position_a_title, 'positionBTitle', p.position_b_title,
    'positionADebater', p.position_a_debater, 'positionBDebater', p.position_b_debater, 'debateVideo', p.debate_video,
    'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'color', c.color),
    'creatorInfo', json_build_object('id', case when u.status = 'deleted' then null else u.id end, 'username',
      case when u.id is null then '[deleted user]' when u.status = 'deleted' then '[deleted user]' else u.username end),
    'createdAt', ${ISO("p.created_at")}, 'votingEndsAt', ${ISO("p.voting_ends_at")},
    'isActive', p.is_active, 'isFeatured', p.is_featured,
    'voteCount', case when p.closed then json_build_object('A', p.votes_a, 'B', p.votes_b, 'total', p.vote_total)
      else json_build_object('total', p.vote_total) end,
    'commentCount', coalesce(cc.n, 0)) as debate,
    p.id, p.created_key, p.ends_key, p.vote_total as total
  from (select ${VIEW_COLUMNS} from debates where ${where} order by ${order} limit ${limit}) p
  join categories c on c.id = p.category_id
  left join users u on u.id = p.creator_id
  left join lateral (select count(*)::int as n from comments where debate_id = p.id and deleted_at is null) cc on true
  order by ${order.replaceAll(/\b(created_at|vote_total|voting_ends_at|id)\b/g, "p.$1")}`;

const SEARCH_TEXT = `(title || ' ' || description || ' ' || position_a_title || ' ' || position_b_title)`;
const OPEN = "is_active = true and voting_ends_at > now()";

export const HOME_LIST = debateViews(OPEN, "created_at desc nulls last, id desc nulls last", "13");
export const SEARCH_LIST = debateViews(
  `${OPEN} and ${SEARCH_TEXT} ilike $1`,
  "created_at desc nulls last, id desc nulls last",
  "101",
);
export const SEARCH_COUNT = `select count(*)::int as n from (select 1 from debates where ${OPEN} and ${SEARCH_TEXT} ilike $1 limit 1001) m`;
export const MATCH_CATEGORIES = "select id from categories where name ilike $1";
export const CATEGORIES = "select id, name, slug, color from categories order by name";
export const DEBATE_BY_ID = debateViews("id = $1", "id", "1");
export const HOT_FEATURED = debateViews(`${OPEN} and is_featured = true`, "created_at desc, id desc", "1");
export const HOT_ID = `
  select d.id from debates d
  left join (select debate_id, count(*)::int as n from votes where created_at > now() - interval '24 hours' group by debate_id) r
    on r.debate_id = d.id
  where d.is_active = true and d.voting_ends_at > now()
  order by coalesce(r.n, 0) desc, d.created_at desc, d.id desc limit 1`;

export const SESSION_ACTOR = `
  select u.id, u.username, u.email, u.email_verified, u.is_verified, u.status,
         coalesce((s.sess->>'rememberMe')::boolean, false) as remember, s.expire,
         coalesce((select jsonb_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = u.id), '[]'::jsonb) as roles
  from session s join users u on u.id = s.user_id where s.sid = $1 and s.expire > now() limit 1`;
export const LIMIT_CONSUME = `
  insert into rate_limits (key, points, expire) values ($1, 1, $2)
  on conflict (key) do update set
    points = case when rate_limits.expire <= $3 then 1 else rate_limits.points + 1 end,
    expire = case when rate_limits.expire <= $3 then $2 else rate_limits.expire end
  returning *`;
export const LIMIT_REFUND = "update rate_limits set points = greatest(0, points - 1) where key = $1 and expire > $2";
export const CAST_VOTE = `
  with open_debate as (select id from debates where id = $1 and is_active and voting_ends_at > now()),
  ballot as (
    insert into votes (debate_id, user_id, position) select id, $2, $3 from open_debate
    on conflict (debate_id, user_id) do nothing returning debate_id)
  update debates set votes_a = votes_a + $4, votes_b = votes_b + $5, vote_total = vote_total + 1
  from ballot where debates.id = ballot.debate_id returning vote_total as total`;
