// The bench's ballot-board scenario (issue 18): GET /api/debates/{id}/ballots of a debate with 10,000 ballots, open
// (published batches: commitments only, 0.7 MB) and closed (every ballot with side and opening too, 2.2 MB), no
// cookie, against (a) plain `next start`, the app's own cost with nothing in front, and (b) `npm start`, the
// production runtime, whose shared cache keeps a visitor's public answer a few seconds. Target: p99 <= 100 ms.
import { Client } from "pg";
import { BALLOT_TRIGGERS, RANDOM_OPENING } from "./large-data.sql";
import { runLoad, type LoadResult } from "./load";
import { startServer } from "./servers";
import { freePorts } from "./varnish";

const NEXT_BIN = "node_modules/next/dist/bin/next";
const BALLOTS = 10_000;
const TARGET_P99_MS = 100;
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A debate with `BALLOTS` ballots by bench users, loaded as db:seed:large loads votes (the ballot triggers off, cast
 * order and commitments set in the statement, then the batches published by ballot_publish_batches, which for the
 * closed debate is its close).
 */
async function boardDebate(db: Client, closed: boolean): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into debates (title, description, category_id, position_a_title, position_b_title, created_at, voting_ends_at)
     select $1, 'The ballot-board benchmark: ten thousand ballots.', (select min(id) from categories), 'Yes', 'No',
            now() - interval '9 days', now() + ($2::int * interval '1 day')
     returning id`,
    [`Bench ballot board (${closed ? "closed" : "open"})`, closed ? -2 : 5],
  );
  const id = rows[0].id;
  await db.query("begin");
  await db.query(BALLOT_TRIGGERS(false));
  const { rowCount } = await db.query(
    `insert into votes (debate_id, user_id, position, created_at, opening, commitment, seq)
     select $1, u.id, u.side, now() - interval '8 days' + u.n * interval '1 second', u.opening, ballot_commitment($1, u.side, u.opening), u.n
     from (select id, row_number() over (order by id) as n, case when id % 5 < 2 then 'A' else 'B' end as side, ${RANDOM_OPENING} as opening
           from users where username like 'bench\\_%' order by id limit ${BALLOTS}) u`,
    [id],
  );
  await db.query(BALLOT_TRIGGERS(true));
  await db.query("commit");
  if (rowCount !== BALLOTS)
    throw new Error(`The board scenario needs ${BALLOTS} bench users (npm run db:seed:large); found ${rowCount}`);
  await db.query(
    `with cleared as (delete from debate_vote_tallies where debate_id = $1)
     update debates set votes_a = t.a, votes_b = t.b, vote_total = t.a + t.b
     from (select count(*) filter (where position = 'A')::int as a, count(*) filter (where position = 'B')::int as b from votes where debate_id = $1) t
     where id = $1`,
    [id],
  );
  await db.query("select ballot_publish_batches($1)", [id]);
  return id;
}

export async function benchBoard(opts: {
  databaseUrl: string;
  clients: number;
  seconds: number;
  warmup: number;
  rounds: number;
  sessionSecret: string;
}) {
  const db = new Client({ connectionString: opts.databaseUrl });
  await db.connect();
  await db.query("set statement_timeout = 0");
  const ids: number[] = [];
  const [plainPort, startPort] = await freePorts(2);
  const env = (port: number) => ({
    DATABASE_URL: opts.databaseUrl,
    DEMO_MODE: "0",
    APP_URL: `http://localhost:${port}`,
    SESSION_SECRET: opts.sessionSecret,
  });
  try {
    console.log(
      `\nBallot board (GET /api/debates/{id}/ballots, ${BALLOTS.toLocaleString("en-US")} ballots, no cookie):`,
    );
    const started = performance.now();
    const open = await boardDebate(db, false);
    ids.push(open);
    const closed = await boardDebate(db, true);
    ids.push(closed);
    await db.query("analyze votes, ballot_batches");
    console.log(
      `  two debates of ${BALLOTS.toLocaleString("en-US")} ballots cast in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const servers = [
      await startServer(NEXT_BIN, plainPort, env(plainPort), "/api/categories", { args: ["start"] }),
      await startServer("scripts/start.ts", startPort, env(startPort), "/api/categories"),
    ];
    try {
      const targets: Array<[label: string, port: number, id: number]> = [
        ["(a) next start, open", plainPort, open],
        ["(a) next start, closed", plainPort, closed],
        ["(b) npm start, open", startPort, open],
        ["(b) npm start, closed", startPort, closed],
      ];
      const request = (id: number) => () => ({ method: "GET" as const, path: `/api/debates/${id}/ballots` });
      for (const [, port, id] of targets)
        await runLoad(port, request(id), { clients: opts.clients, seconds: 0, warmup: opts.warmup });
      const turns: LoadResult[][] = targets.map(() => []);
      for (let round = 1; round <= opts.rounds; round++) {
        for (const [k, [label, port, id]] of targets.entries()) {
          const r = await runLoad(port, request(id), { clients: opts.clients, seconds: opts.seconds, warmup: 0 });
          turns[k].push(r);
          console.log(
            `  turn ${round}: ${label} ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, statuses ${JSON.stringify(r.statuses)}`,
          );
        }
      }
      console.log(
        `\n| ${opts.clients} clients, ballot board of ${BALLOTS.toLocaleString("en-US")} | req/s | p50 | p99 | p99 <= ${TARGET_P99_MS} ms |`,
      );
      console.log("| --- | ---: | ---: | ---: | --- |");
      for (const [k, [label]] of targets.entries()) {
        const of = (key: "rps" | "p50" | "p99") => median(turns[k].map((r) => r[key]));
        console.log(
          `| ${label} | ${of("rps").toFixed(0)} | ${of("p50").toFixed(1)} ms | ${of("p99").toFixed(1)} ms | ${of("p99") <= TARGET_P99_MS ? "yes" : "NO"} |`,
        );
      }
    } finally {
      for (const server of servers) await server.stop();
    }
  } finally {
    if (ids.length) await db.query("delete from debates where id = any($1::int[])", [ids]);
    await db.end();
  }
}
