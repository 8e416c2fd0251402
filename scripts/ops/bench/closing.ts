// npm run bench (or BENCH_ONLY=closing): the time to close a debate with 100,000 ballots, through the app's own
// closeDueDebates (claim, closeBoard, the 'Results are in' fan-out), and the statements it sends: a fixed number,
// none per ballot. Run by scripts/ops/bench.ts as `tsx --conditions=react-server scripts/ops/bench/closing.ts` (the
// domain layer is server-only); DATABASE_URL: any migrated PostgreSQL database (the large one, or an empty one).
import { Client } from "pg";
import { getDb, getDbHandle } from "@/lib/db";
import { countStatements } from "@/lib/db/count-statements";
import { closeDueDebates } from "@/lib/server/results/close-due-debates";
import { BALLOT_TRIGGERS } from "./large-data.sql";

const BALLOTS = Number(process.env.BENCH_CLOSE_BALLOTS ?? 100_000);
const TARGET_MS = 5000;
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name a migrated PostgreSQL database");

const db = new Client({ connectionString: url });
await db.connect();
await db.query("set statement_timeout = 0");
const tag = `bench_close_${Date.now().toString(36)}`;

async function cleanUp(debateId: number | null) {
  if (debateId !== null) {
    await db.query("delete from messages where debate_id = $1 and type = 'results'", [debateId]);
    await db.query("delete from debates where id = $1", [debateId]);
  }
  await db.query("delete from users where username like $1", [`${tag}\\_%`]);
}

let debateId: number | null = null;
try {
  console.log(`\nClosing a debate with ${BALLOTS.toLocaleString("en-US")} ballots:`);
  const started = Date.now();
  await db.query("begin");
  // debates already past their deadline and never closed (the large seed's ended ones) count as closed, as
  // drizzle/0007 makes them on a live site: the sweep below then closes the bench debate alone
  const { rowCount: settled } = await db.query(
    "update debates set closed_at = voting_ends_at where closed_at is null and voting_ends_at <= now()",
  );
  const { rows: cat } = await db.query<{ id: number }>(
    "insert into categories (name, slug, color) values ('Bench closing', 'bench-closing', '#888888') on conflict (slug) do update set name = excluded.name returning id",
  );
  const { rows: made } = await db.query<{ id: number }>(
    `insert into debates (title, description, category_id, position_a_title, position_b_title, created_at, voting_ends_at)
     values ($1, 'A debate the closing benchmark fills with ballots and then closes.', $2, 'Yes', 'No', now() - interval '8 days', now() + interval '1 day')
     returning id`,
    [`Closing benchmark ${tag}`, cat[0].id],
  );
  debateId = made[0].id;
  await db.query(
    `insert into users (username, email, email_verified) select '${tag}_' || g, '${tag}_' || g || '@example.com', true from generate_series(1, $1) g`,
    [BALLOTS],
  );
  // the ballots as the large seed loads them (triggers off; place and commitment set here; full batches published)
  await db.query(BALLOT_TRIGGERS(false));
  await db.query(
    `insert into votes (debate_id, user_id, position, created_at, opening, commitment, seq)
     select $1, u.id, p.side, now() - interval '2 days' + (row_number() over (order by u.id)) * interval '1 ms', p.opening,
            ballot_commitment($1, p.side, p.opening), row_number() over (order by u.id)
     from users u, lateral (select case when u.id % 5 < 3 then 'A' else 'B' end as side,
                                   rtrim(translate(encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'base64'), '+/', '-_'), '=') as opening) p
     where u.username like $2`,
    [debateId, `${tag}\\_%`],
  );
  await db.query(BALLOT_TRIGGERS(true));
  await db.query("commit");
  // the batches' roots are read by (debate, seq) on an index the planner only picks once it knows the new rows
  await db.query("analyze votes, users, message_participants");
  await db.query("select ballot_publish_batches($1)", [debateId]);
  await db.query(
    `with cleared as (delete from debate_vote_tallies where debate_id = $1)
     update debates set votes_a = t.a, votes_b = t.b, vote_total = t.a + t.b, voting_ends_at = now() - interval '1 second'
     from (select count(*) filter (where position = 'A')::int a, count(*) filter (where position = 'B')::int b from votes where debate_id = $1) t
     where id = $1`,
    [debateId],
  );
  console.log(
    `  set up in ${((Date.now() - started) / 1000).toFixed(1)} s (${settled ?? 0} older ended debates marked closed)`,
  );

  let sweep: Awaited<ReturnType<typeof closeDueDebates>> | undefined;
  const t0 = performance.now();
  const statements = await countStatements(getDb(), async () => {
    sweep = await closeDueDebates({ limit: 1 });
  });
  const ms = performance.now() - t0;
  const closed = sweep?.closed[0];
  const { rows: inbox } = await db.query<{ n: number }>(
    "select count(*)::int as n from message_participants p join messages m on m.id = p.message_id where m.debate_id = $1 and m.type = 'results'",
    [debateId],
  );
  const ok = closed?.id === debateId && inbox[0].n === BALLOTS && ms <= TARGET_MS && statements < 10;
  console.log(
    `  closed in ${(ms / 1000).toFixed(2)} s (target <= ${TARGET_MS / 1000} s), ${statements} statements (none per ballot), ` +
      `${inbox[0].n.toLocaleString("en-US")} inbox rows, last root ${closed?.lastRoot?.slice(0, 12)}…: ${ok ? "OK" : "FAILED"}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await db.query("rollback").catch(() => undefined);
  await cleanUp(debateId);
  await db.end();
  await getDbHandle().close();
}
