// What the benchmark needs from the large database: signed-in bench users, unused (user, open debate) pairs, ids.
import { randomBytes } from "node:crypto";
import type { Client } from "pg";
import { sealSessionId } from "../../../lib/auth/session";
import { hashToken } from "../../../lib/auth/tokens";

export type VotePair = { cookie: string; userId: number; debateId: number };

/**
 * The address a bench user votes from, as X-Forwarded-For to a server run with TRUST_PROXY=1: each user on a /24 of
 * its own, as real voters come, so the per-address and per-network limits (which always apply) see one voter each.
 */
export const voterAddress = (userId: number) => `10.${(userId >> 8) & 255}.${userId & 255}.1`;

/** One fresh session per bench user, inserted in one statement; returns the Cookie header of each. */
export async function openSessions(db: Client, users: number): Promise<Map<number, string>> {
  const { rows } = await db.query<{ id: number }>(
    "select id from users where username like 'bench\\_%' order by id limit $1",
    [users],
  );
  const sids = rows.map(() => randomBytes(32).toString("base64url"));
  await db.query(
    `insert into session (sid, user_id, sess, expire)
     select unnest($1::text[]), unnest($2::int[]), '{"rememberMe":true}'::jsonb, now() + interval '1 day'`,
    [sids.map(hashToken), rows.map((r) => r.id)],
  );
  const cookies = new Map<number, string>();
  for (const [i, r] of rows.entries()) cookies.set(r.id, `pv_session=${await sealSessionId(sids[i])}`);
  return cookies;
}

/**
 * Pairs no vote exists for yet, on debates open for at least another hour (but not those in `exclude`), ordered so
 * users take turns.
 */
export async function freeVotePairs(
  db: Client,
  cookies: Map<number, string>,
  perUser: number,
  exclude: number[] = [],
): Promise<VotePair[]> {
  const { rows } = await db.query<{ user_id: number; debate_ids: number[] }>(
    `select u.id as user_id, array(
       select x.id from debates x
       where x.is_active and x.voting_ends_at > now() + interval '1 hour' and x.id <> all($3::int[])
         and not exists (select 1 from votes v where v.debate_id = x.id and v.user_id = u.id)
       order by md5(x.id::text || u.id::text) limit $2) as debate_ids
     from unnest($1::int[]) as u(id)`,
    [[...cookies.keys()], perUser, exclude],
  );
  const pairs: VotePair[] = [];
  for (let round = 0; round < perUser; round++) {
    for (const r of rows) {
      const debateId = r.debate_ids[round];
      if (debateId) pairs.push({ cookie: cookies.get(r.user_id)!, userId: r.user_id, debateId });
    }
  }
  return pairs;
}

/**
 * The viral turns' debates: `count` open debates (open for at least another hour, the least voted on first), each
 * with every bench user who has not voted on it yet, in a mixed order. One list of pairs per debate, so that every
 * vote of a turn goes to that turn's one debate and no user votes twice on it.
 */
export async function viralVotePairs(db: Client, cookies: Map<number, string>, count: number): Promise<VotePair[][]> {
  const { rows } = await db.query<{ debate_id: number; user_ids: number[] }>(
    `select d.id as debate_id, array(
       select u.id from unnest($1::int[]) as u(id)
       where not exists (select 1 from votes v where v.debate_id = d.id and v.user_id = u.id)
       order by md5(u.id::text || d.id::text)) as user_ids
     from (select id, vote_total from debates where is_active and voting_ends_at > now() + interval '1 hour'
           order by vote_total, id limit $2) d
     order by d.vote_total, d.id`,
    [[...cookies.keys()], count],
  );
  return rows.map((r) => r.user_ids.map((userId) => ({ cookie: cookies.get(userId)!, userId, debateId: r.debate_id })));
}

export async function openDebateIds(db: Client): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    "select id from debates where is_active and voting_ends_at > now() order by id",
  );
  return rows.map((r) => r.id);
}

/**
 * One signed-in request per session and server process (GET /api/auth/user), as a voter's visit to the debate page
 * makes before the vote: the votes are then measured in the steady state of sessions the server has seen before.
 */
export async function touchSessions(origin: string, cookies: string[], processes: number, clients = 10) {
  const queue = Array.from({ length: processes }, () => cookies).flat();
  const worker = async () => {
    for (let cookie = queue.pop(); cookie; cookie = queue.pop()) {
      const res = await fetch(`${origin}/api/auth/user`, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET /api/auth/user answered ${res.status} for a bench session`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
}
