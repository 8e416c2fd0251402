// The floor: node:http + pg answering the benchmarked requests with the app's SQL, as JSON, with no framework.
// WEB_CONCURRENCY processes (node:cluster), as many as the app is given, so the two compare like for like. Run with
// --conditions=react-server (scripts/ops/bench.ts): floor-sql.ts writes the debate views from the app's domain layer.
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Pool } from "pg";
import { unsealSessionId } from "../../../lib/auth/session";
import { hashToken } from "../../../lib/auth/tokens";
import * as q from "./floor-sql";
import { ROLL_UP_SECONDS } from "../../../lib/server/votes/cast-vote-sql";
import type { VotePosition } from "../../../lib/enums";

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
/** when this process last swept old shard rows into their debates (sweepTalliesSoon) */
let lastSweep = 0;
const rows = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
// a debate view's first column is the debate (drizzle reads its columns by position, so they carry no names)
const views = async (statement: q.Statement, named?: Record<string, unknown>, name?: string) =>
  (await pool.query({ name, text: statement.text, values: statement.values(named), rowMode: "array" })).rows.map(
    (row) => row[0],
  );
const debateById = async (id: number) => {
  const [row] = (
    await pool.query({
      name: "by-id",
      text: q.DEBATE_BY_ID.text,
      values: q.DEBATE_BY_ID.values({ id }),
      rowMode: "array",
    })
  ).rows;
  return row ? q.debateAnswer(row) : null;
};
// the statements the app prepares by name (lib/db/prepared.ts), prepared by name here too
const named = async (name: string, text: string, values: unknown[] = []) =>
  (await pool.query({ name, text, values })).rows;
const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function home(res: ServerResponse) {
  const hotView = async () => {
    const [featured] = await views(q.HOT_FEATURED);
    if (featured) return featured;
    const [hot] = await rows(q.HOT_ID);
    return hot ? debateById(hot.id) : null;
  };
  const [list, hot, cats] = await Promise.all([views(q.HOME_LIST, {}, "home"), hotView(), rows(q.CATEGORIES)]);
  send(res, 200, { list, hot: hot ?? null, cats });
}

async function list(res: ServerResponse) {
  send(res, 200, (await views(q.OPEN_LIST, {}, "list")).slice(0, 100));
}

async function search(res: ServerResponse, term: string) {
  const pattern = like(term);
  await named("match", q.MATCH_CATEGORIES, [pattern]);
  const list = await views(q.SEARCH_LIST, { pattern }, "search");
  const found = list.length > 100 ? (await rows(q.SEARCH_COUNT, [pattern]))[0].n : list.length;
  res.setHeader("x-total-count", String(found));
  send(res, 200, list.slice(0, 100));
}

async function vote(req: IncomingMessage, res: ServerResponse) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  const { debateId, position } = JSON.parse(raw) as { debateId: number; position: VotePosition };
  const cookie = /pv_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  const sid = await unsealSessionId(cookie);
  const [actor] = sid ? await named("actor", q.SESSION_ACTOR, [hashToken(sid)]) : [];
  if (!actor) return send(res, 401, { message: "Authentication required" });
  const key = `floor:vote:${actor.id}`;
  // as castVote: take the place first (one atomic count), give it back when the ballot is refused
  const now = new Date();
  const [used] = await named("limit-consume", q.LIMIT_CONSUME, [key, new Date(now.getTime() + 60_000), now]);
  if (used.points > 30) return send(res, 429, { message: "Too many requests. Please try again later." });
  const opening = randomBytes(32).toString("base64url");
  const [tally] = await rows(
    q.CAST_VOTE.text,
    q.CAST_VOTE.values({ voter: actor.id, debate: debateId, position, opening }),
  );
  if (!tally) {
    await named("limit-refund", q.LIMIT_REFUND, [key, new Date()]);
    return send(res, 409, { message: "Already voted" });
  }
  send(res, 201, { debateId, position, hasVoted: true, voteCount: { total: tally.total } });
  // as castVote: after the answer, at most once per ROLL_UP_SECONDS per process, the sweep of old shard rows
  if (Date.now() - lastSweep >= ROLL_UP_SECONDS * 1000) {
    lastSweep = Date.now();
    rows(q.ROLL_UP.text, q.ROLL_UP.values()).catch((error) => console.error("roll-up failed", error));
  }
}

const processes = Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? "1", 10) || 1);
if (cluster.isPrimary && processes > 1) {
  let listening = 0;
  cluster.on("listening", () => ++listening === processes && console.log(`floor ready (${processes} processes)`));
  process.on("SIGTERM", () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    process.exit(0);
  });
  for (let i = 0; i < processes; i++) cluster.fork();
} else {
  createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://floor");
    const route = url.pathname;
    const work =
      route === "/"
        ? home(res)
        : route === "/api/debates"
          ? url.searchParams.has("search")
            ? search(res, url.searchParams.get("search") ?? "")
            : list(res)
          : route.startsWith("/debate/")
            ? debateById(Number(route.slice(8))).then((debate) => send(res, debate ? 200 : 404, debate ?? {}))
            : route === "/api/votes" && req.method === "POST"
              ? vote(req, res)
              : Promise.resolve(send(res, 404, { message: "Not found" }));
    work.catch((error: unknown) => send(res, 500, { message: String(error) }));
  }).listen(Number(process.env.PORT ?? 3301), () => console.log("floor ready"));
}
