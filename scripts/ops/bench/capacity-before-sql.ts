// The vote's statement before issue 37 (decision 0001's first design: the tallies on the debate's row), kept as the
// 'before' of `npm run bench:capacity`, with the same named values as CAST_VOTE (floor-sql.ts). Its text is the one
// lib/server/votes/cast-vote.ts sent until then.
import { sql, type SQL } from "drizzle-orm";

const voter = sql.placeholder("voter");
const debate = sql.placeholder("debate");
const position = sql.placeholder("position");

export const castVoteBeforeSql: SQL = sql`
  with voter as (
    select "users"."id" from "users" where "users"."id" = ${voter} and "users"."status" = 'active' for key share
  ), open_debate as (
    select "d"."id" as id from debates d, voter
    where "d"."id" = ${debate}::int and "d"."is_active" and "d"."voting_ends_at" > now()
  ), ballot as (
    insert into "votes" ("debate_id", "user_id", "position", "opening")
    select id, ${voter}, ${position}, ${sql.placeholder("opening")} from open_debate
    on conflict ("debate_id", "user_id") do nothing
    returning "votes"."debate_id" as debate_id, "votes"."commitment" as commitment
  )
  update "debates" set ("votes_a", "votes_b", "vote_total")
    = ("debates"."votes_a" + (${position}::text = 'A')::int, "debates"."votes_b" + (${position}::text = 'B')::int,
       "debates"."vote_total" + 1)
  from ballot where "debates"."id" = ballot.debate_id
  returning "debates"."vote_total" as total, ballot.commitment as receipt`;
