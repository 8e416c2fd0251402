// The floor's SQL: the statements the app's domain layer sends for each benchmarked request. The debate views are the
// app's own query (its one column map, lib/server/debates/debate-views-query.ts), written to text once at start, so
// the floor can never answer another JSON; the rest is written out by hand. Run under the react-server condition.
import { and, desc, eq, is, Placeholder, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import * as schema from "../../../lib/db/schema";
import type { Debate } from "../../../lib/debates/types";
import { publishedSwing, type SwingCounts } from "../../../lib/results/swing";
import { debateFilters } from "../../../lib/server/debates/debate-filters";
import { debateOrder } from "../../../lib/server/debates/debate-order";
import { debateViewsQuery, type DebateViewsOptions } from "../../../lib/server/debates/debate-views-query";
import { castVoteSql } from "../../../lib/server/votes/cast-vote-sql";
import { rollUpTalliesSql } from "../../../lib/server/votes/roll-up-tallies-sql";

/** A statement's text and its values in order, `sql.placeholder`s filled from `named`. */
export type Statement = { text: string; values: (named?: Record<string, unknown>) => unknown[] };

const builder = drizzle.mock({ schema });

/** selectDebateViews: the page picked on the debates indexes, then joined, counted and assembled as JSON. */
function debateViews(options: DebateViewsOptions): Statement {
  const { sql: text, params } = debateViewsQuery(builder, options).toSQL();
  return { text, values: (named = {}) => params.map((p) => (is(p, Placeholder) ? named[p.name] : p)) };
}

/** A raw SQL statement's text and values, as debateViews gives a query's. */
function rawStatement(query: SQL): Statement {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { text, values: (named = {}) => params.map((p) => (is(p, Placeholder) ? named[p.name] : p)) };
}

const { debates } = schema;
const newest = debateOrder("open", "recent").orderBy;
const OPEN_VIEWS = debateFilters({ status: "open" });
const SEARCHED: SQL = debateFilters({ status: "open", pattern: sql.placeholder("pattern") });

export const HOME_LIST = debateViews({ where: OPEN_VIEWS, orderBy: newest, limit: 13 });
export const SEARCH_LIST = debateViews({ where: SEARCHED, orderBy: newest, limit: 101 });
// GET /api/debates without a query: the newest 100 open debates (one more tells whether there are more)
export const OPEN_LIST = debateViews({ where: OPEN_VIEWS, orderBy: newest, limit: 101 });
/** One debate with its swing's counts once voting has ended, as getDebate asks for it; answered by debateAnswer. */
export const DEBATE_BY_ID = debateViews({
  where: eq(debates.id, sql.placeholder("id")),
  orderBy: (c) => [c.id],
  limit: 1,
  swing: true,
});

/** A DEBATE_BY_ID row (its columns by position) as GET /api/debates/{id} answers it: the view, and its swing. */
export function debateAnswer(row: unknown[]) {
  const [debate, counts] = [row[0] as Debate, row.at(-1) as SwingCounts | null];
  return counts ? { ...debate, swing: publishedSwing(counts) } : debate;
}
export const HOT_FEATURED = debateViews({
  where: and(OPEN_VIEWS, eq(debates.isFeatured, true)),
  orderBy: (c) => [desc(c.createdAt), desc(c.id)],
  limit: 1,
});

const SEARCH_TEXT = `(title || ' ' || description || ' ' || position_a_title || ' ' || position_b_title)`;
const OPEN = "is_active = true and voting_ends_at > now()";

export const SEARCH_COUNT = `select count(*)::int as n from (select 1 from debates where ${OPEN} and ${SEARCH_TEXT} ilike $1 limit 1001) m`;
export const MATCH_CATEGORIES = "select id from categories where name ilike $1";
export const CATEGORIES = "select id, name, slug, color from categories order by name";
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
/** castVote's statement (lib/server/votes/cast-vote-sql.ts) with named values: voter, debate, position, opening. */
export const CAST_VOTE = rawStatement(
  castVoteSql({
    voterId: sql.placeholder("voter"),
    debateId: sql.placeholder("debate"),
    position: sql.placeholder("position"),
    opening: sql.placeholder("opening"),
  }),
);
/** The sweep of old shard rows after a vote (lib/server/votes/sweep-tallies-soon.ts), no values. */
export const ROLL_UP = rawStatement(rollUpTalliesSql());
