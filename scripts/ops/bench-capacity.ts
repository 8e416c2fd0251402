// npm run bench:capacity (issue 37 item 2): the vote's own statements at the database, no app in between. Many clients
// (BENCH_CAPACITY_CLIENTS, 16), each on its own connection, send a vote's two statements one after the other, as
// castVote does: the voter's limit (the floor's LIMIT_CONSUME, the app's upsert) and the ballot's statement, each
// vote from a different user. Two scenarios in alternating turns: every vote of a turn on ONE debate (a fresh one each
// turn), and votes SPREAD over 1,000 debates. Each with the statement of:
//   before   decision 0001's first design (scripts/ops/bench/capacity-before-sql.ts: the debate row's tallies updated);
//   after    the current one (lib/server/votes/cast-vote-sql.ts: the shard row of debate_vote_tallies upserted), with
//            the sweep the app runs after a vote at most once per 5 s (lib/server/votes/sweep-tallies-soon.ts), on a
//            connection of its own as the app's after() takes one from its pool;
//   ceiling  the current statement with the ballot board's debate-row lock lifted (votes_ballot_before taking seq
//            from a sequence, votes_ballot_after off, for that turn only, on debates of its own): what the tallies'
//            move buys once nothing else queues on the debate's row. Not a design: a measurement of the board's share.
// Before the turns, and after them, one client commits one-row updates one after the other: the WAL flush rate (each
// commit waits for its own flush), which a hot row's commits cannot beat. It prints every turn, the medians and each
// variant's one/spread ratio (the median of the rounds' ratios), checks that every tally (rolled up plus shard rows)
// equals its rows and that the vote rows are exactly the acknowledged votes, then rolls everything up and checks the
// debates' own numbers. It ends with `capacity: one debate X votes/s, spread Y votes/s, ratio R` for the current
// statement. The database is pv_capacity on BENCH_PG (postgres://postgres@127.0.0.1:5432), dropped and made anew.
// BENCH_CAPACITY_SECONDS (5) a turn after a 1 s warm-up, BENCH_CAPACITY_ROUNDS (3), BENCH_CAPACITY_USERS (40000),
// BENCH_CAPACITY_VARIANTS (before,after,ceiling). Run as `tsx --conditions=react-server` (package.json does).
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { is, Placeholder, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
import { Client, Pool } from "pg";
import { MIGRATIONS_FOLDER } from "../../lib/db/migrate";
import { castVoteSql, ROLL_UP_SECONDS } from "../../lib/server/votes/cast-vote-sql";
import { rollUpTalliesSql } from "../../lib/server/votes/roll-up-tallies-sql";
import { castVoteBeforeSql } from "./bench/capacity-before-sql";
import { LIMIT_CONSUME } from "./bench/floor-sql";

const SERVER = process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432";
const DB_NAME = "pv_capacity";
const CLIENTS = Number(process.env.BENCH_CAPACITY_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 5);
const WARMUP = 1;
const ROUNDS = Number(process.env.BENCH_CAPACITY_ROUNDS ?? 3);
const USERS = Number(process.env.BENCH_CAPACITY_USERS ?? 40_000);
const SPREAD = 1000;
type Variant = "before" | "after" | "ceiling";
const VARIANTS = (process.env.BENCH_CAPACITY_VARIANTS ?? "before,after,ceiling").split(",") as Variant[];
type Scenario = "one" | "spread";

type Statement = { text: string; values: (named: Record<string, unknown>) => unknown[] };
const dialect = new PgDialect();
const statement = (query: SQL): Statement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: (named) => params.map((p) => (is(p, Placeholder) ? named[p.name] : p)) };
};
const named = { voter: "voter", debate: "debate", position: "position", opening: "opening" } as const;
const AFTER = statement(
  castVoteSql({
    voterId: new Placeholder(named.voter),
    debateId: new Placeholder(named.debate),
    position: new Placeholder(named.position),
    opening: new Placeholder(named.opening),
  }),
);
const BEFORE = statement(castVoteBeforeSql);
const ROLL_UP = statement(rollUpTalliesSql(new Placeholder("debate")));
const SWEEP = statement(rollUpTalliesSql());

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

// ---- the database, made anew
const admin = new Client({ connectionString: `${SERVER}/postgres` });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
await admin.end();
const url = `${SERVER}/${DB_NAME}`;
const db = new Client({ connectionString: url });
await db.connect();
await migrate(drizzle(db), { migrationsFolder: MIGRATIONS_FOLDER });
const settings = await db.query<{ name: string; setting: string }>(
  `select name, setting from pg_settings
   where name in ('fsync', 'synchronous_commit', 'wal_sync_method', 'commit_delay', 'shared_buffers') order by name`,
);
console.log(`PostgreSQL: ${settings.rows.map((r) => `${r.name}=${r.setting}`).join(", ")}`);
await db.query("insert into categories (name, slug, color) values ('Capacity', 'capacity', '#000000')");
await db.query(
  `insert into users (username, email, password_hash, email_verified, is_verified)
   select format('cap_%s', g), format('cap_%s@bench.local', g), 'x', true, true from generate_series(1, $1) g`,
  [USERS],
);
const userIds = (await db.query<{ id: number }>("select id from users order by id")).rows.map((r) => r.id);
const newDebates = async (n: number) =>
  (
    await db.query<{ id: number }>(
      `insert into debates (title, description, category_id, position_a_title, position_b_title, voting_ends_at)
       select format('Capacity %s', g), 'capacity', (select id from categories limit 1), 'A', 'B', now() + interval '1 day'
       from generate_series(1, $1) g returning id`,
      [n],
    )
  ).rows.map((r) => r.id);
// the ceiling's turns get spread debates of their own: the places its ballots take from a sequence must not meet the
// board's cast order in the others' debates
const spreadOf: Record<"board" | "ceiling", number[]> = {
  board: await newDebates(SPREAD),
  ceiling: VARIANTS.includes("ceiling") ? await newDebates(SPREAD) : [],
};
const spreadNext = new Map([...spreadOf.board, ...spreadOf.ceiling].map((id) => [id, 0]));
await db.query("create table capacity_probe (n integer not null)");
await db.query("insert into capacity_probe values (0)");
await db.query("create sequence capacity_seq start 1000000000");
const boardBefore = (
  await db.query<{ def: string }>("select pg_get_functiondef('votes_ballot_before'::regproc) as def")
).rows[0].def;
await db.query("vacuum analyze");
console.log(
  `${USERS} voters, ${SPREAD} spread debates; ${CLIENTS} clients, turns of ${SECONDS} s after ${WARMUP} s; ` +
    `${ROUNDS} rounds of ${VARIANTS.join(", ")}; load average ${load()}`,
);

/** One client's serial commits for `seconds`: each waits for its own WAL flush. */
async function flushRate(seconds = 3) {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    await db.query("update capacity_probe set n = n + 1");
    n += 1;
  }
  return n / seconds;
}

async function setCeiling(on: boolean) {
  if (on) {
    await db.query(`create or replace function votes_ballot_before() returns trigger language plpgsql as $$
      begin
        new.seq := nextval('capacity_seq');
        new.commitment := ballot_commitment(new.debate_id, new.position, new.opening);
        return new;
      end $$`);
    await db.query("alter table votes disable trigger votes_ballot_after");
  } else {
    await db.query(boardBefore);
    await db.query("alter table votes enable trigger votes_ballot_after");
  }
}

const clients = await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    const c = new Client({ connectionString: url });
    await c.connect();
    return c;
  }),
);
// the app's after() takes a connection of its pool
const roller = new Pool({ connectionString: url, max: 1 });
let lastSweep = 0;
let sweeping: Promise<unknown> = Promise.resolve();
let rollUps = 0;
const acknowledged: { userId: number; debateId: number }[] = [];

/** The after() of the app's vote (sweepTalliesSoon): at most once per ROLL_UP_SECONDS, every old shard row folded. */
function sweepSoon() {
  if (performance.now() - lastSweep < ROLL_UP_SECONDS * 1000) return;
  lastSweep = performance.now();
  sweeping = roller
    .query<{ n: number }>(SWEEP.text, SWEEP.values({}))
    .then((r) => (rollUps += r.rows[0].n))
    .catch((error) => console.error("roll-up failed", error));
}

async function vote(c: Client, variant: Variant, debateId: number, userId: number) {
  const now = new Date();
  await c.query({
    name: "limit-consume",
    text: LIMIT_CONSUME,
    values: [`capacity:vote:${userId}`, new Date(now.getTime() + 60_000), now],
  });
  const position = userId % 3 === 0 ? "B" : "A";
  const values = { voter: userId, debate: debateId, position, opening: randomBytes(32).toString("base64url") };
  const s = variant === "before" ? BEFORE : AFTER;
  const { rows } = await c.query<{ total: number }>(s.text, s.values(values));
  if (!rows.length) throw new Error(`vote refused: user ${userId} on debate ${debateId}`);
  acknowledged.push({ userId, debateId });
  if (variant !== "before") sweepSoon();
}

/** One turn: every client votes until the end; the votes acknowledged after the warm-up, a second. */
async function turn(variant: Variant, scenario: Scenario): Promise<number> {
  const [viral] = scenario === "one" ? await newDebates(1) : [0];
  let nextViral = 0;
  const next = (): [number, number] => {
    if (scenario === "one") {
      if (nextViral >= USERS) throw new Error("BENCH_CAPACITY_USERS too small for one debate's turn");
      return [viral, userIds[nextViral++]];
    }
    const spread = spreadOf[variant === "ceiling" ? "ceiling" : "board"];
    const debateId = spread[Math.floor(Math.random() * SPREAD)];
    const k = spreadNext.get(debateId)!;
    spreadNext.set(debateId, k + 1);
    return [debateId, userIds[(k + debateId * 37) % USERS]];
  };
  if (variant === "ceiling") await setCeiling(true);
  const start = performance.now();
  const measureFrom = start + WARMUP * 1000;
  const end = measureFrom + SECONDS * 1000;
  let counted = 0;
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < end) {
        const [debateId, userId] = next();
        await vote(c, variant, debateId, userId);
        const at = performance.now();
        if (at >= measureFrom && at < end) counted += 1;
      }
    }),
  );
  if (variant === "ceiling") await setCeiling(false);
  return counted / SECONDS;
}

const flushBefore = await flushRate();
console.log(`WAL flush (one client's serial commits): ${flushBefore.toFixed(0)} a second`);
const figures = new Map<string, number[]>();
const ratios = new Map<Variant, number[]>();
for (let round = 1; round <= ROUNDS; round++) {
  for (const variant of VARIANTS) {
    const rate: Record<Scenario, number> = { one: 0, spread: 0 };
    for (const scenario of ["spread", "one"] as const) {
      rate[scenario] = await turn(variant, scenario);
      const key = `${variant}:${scenario}`;
      figures.set(key, [...(figures.get(key) ?? []), rate[scenario]]);
    }
    ratios.set(variant, [...(ratios.get(variant) ?? []), rate.one / rate.spread]);
    console.log(
      `round ${round} ${variant.padEnd(7)} spread ${rate.spread.toFixed(0).padStart(5)} votes/s, one debate ` +
        `${rate.one.toFixed(0).padStart(5)} votes/s, ratio ${(rate.one / rate.spread).toFixed(2)}; load ${load()}`,
    );
  }
}
await sweeping;
const flushAfter = await flushRate();
console.log(`WAL flush after the turns: ${flushAfter.toFixed(0)} a second; debates rolled up by sweeps: ${rollUps}`);

// ---- the checks: no vote lost or doubled, every tally equal to its rows (rolled up plus shard rows), then rolled up
const exactDrift = `
  select count(*)::int as n from debates d,
    lateral (select count(*)::int as total, count(*) filter (where position = 'A')::int as a from votes v
             where v.debate_id = d.id and v.void_action_id is null) c,
    lateral (select coalesce(sum(votes_a), 0)::int as a, coalesce(sum(votes_a + votes_b), 0)::int as total
             from debate_vote_tallies t where t.debate_id = d.id) p
  where (d.vote_total + p.total, d.votes_a + p.a) is distinct from (c.total, c.a)`;
const { rows: counted } = await db.query<{ rows: number; pairs: number; drift: number; pending: number }>(
  `select (select count(*) from votes)::int as rows,
     (select count(*) from votes v join unnest($1::int[], $2::int[]) as p(u, d) on v.user_id = p.u and v.debate_id = p.d)::int as pairs,
     (${exactDrift}) as drift, (select count(*) from debate_vote_tallies)::int as pending`,
  [acknowledged.map((a) => a.userId), acknowledged.map((a) => a.debateId)],
);
const check = counted[0];
const pendingDebates = (
  await db.query<{ id: number }>("select distinct debate_id as id from debate_vote_tallies")
).rows.map((r) => r.id);
for (const id of pendingDebates) await db.query(ROLL_UP.text, ROLL_UP.values({ debate: id }));
const { rows: after } = await db.query<{ drift: number; left: number }>(
  `select (${exactDrift}) as drift, (select count(*) from debate_vote_tallies)::int as left`,
);
const ok =
  check.rows === acknowledged.length &&
  check.pairs === acknowledged.length &&
  check.drift === 0 &&
  after[0].drift === 0;
console.log(
  `\nVotes: ${acknowledged.length} acknowledged, ${check.rows} rows, ${check.pairs} of them those pairs; ` +
    `${check.drift} debates whose count (rolled up + ${check.pending} shard rows) differs from their rows; ` +
    `after rolling everything up: ${after[0].drift} differ, ${after[0].left} shard rows left.`,
);
console.log(ok ? "No vote lost, none doubled; every tally equals its rows." : "MISMATCH: votes lost or doubled.");
for (const c of clients) await c.end();
await roller.end();
await db.end();

const line = (variant: Variant) => {
  const one = median(figures.get(`${variant}:one`) ?? [0]);
  const spreadRate = median(figures.get(`${variant}:spread`) ?? [0]);
  return `one debate ${one.toFixed(0)} votes/s, spread ${spreadRate.toFixed(0)} votes/s, ratio ${median(ratios.get(variant) ?? [0]).toFixed(2)}`;
};
console.log(`\nWAL flush ${flushBefore.toFixed(0)} / ${flushAfter.toFixed(0)} a second (before / after the turns)`);
if (VARIANTS.includes("before")) console.log(`capacity (before: the tallies on the debate row): ${line("before")}`);
if (VARIANTS.includes("ceiling"))
  console.log(`capacity (ceiling: the ballot board's row lock lifted too): ${line("ceiling")}`);
if (VARIANTS.includes("after")) console.log(`capacity: ${line("after")}`);
if (!ok) process.exitCode = 1;
