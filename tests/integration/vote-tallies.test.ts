import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { Client } from "pg";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as ban } from "../../app/api/admin/users/[id]/ban/route";
import { GET as debateGET } from "../../app/api/debates/[id]/route";
import { GET as turnoutGET } from "../../app/api/debates/[id]/turnout/route";
import { POST as votePOST } from "../../app/api/votes/route";
import { getDb, openPglite } from "../../lib/db";
import { MIGRATIONS_FOLDER } from "../../lib/db/migrate";
import { TALLY_SHARDS } from "../../lib/db/schema";
import { closeDueDebates } from "../../lib/server/results/close-due-debates";
import { rollUpTallies } from "../../lib/server/votes/roll-up-tallies";
import { mailSent } from "../fixtures/after";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { exactTallies } from "../fixtures/tallies";
import { createUser, login } from "../fixtures/users";

// Issue 37 item 1 (docs/decisions/0001-vote-tallies.md): a vote adds to its shard's row of debate_vote_tallies; a
// roll-up folds the rows into the debate's own numbers; every count read is the two together, exact.

let categoryId: number;
let modCookie: string;
const idParams = (id: number) => ({ params: { id: String(id) } });
const vote = (debateId: number, cookie: string, position: "A" | "B") =>
  call(votePOST, "/api/votes", { method: "POST", cookie, body: { debateId, position } });
const rows = async (debateId: number) =>
  (
    await getDb().execute<{ A: number; B: number; total: number }>(sql`
      select count(*) filter (where position = 'A')::int as "A", count(*) filter (where position = 'B')::int as "B",
             count(*)::int as total
      from votes where debate_id = ${debateId} and void_action_id is null`)
  ).rows[0];
const rolled = async (debateId: number) =>
  (
    await getDb().execute<{ A: number; B: number; total: number }>(
      sql`select votes_a as "A", votes_b as "B", vote_total as total from debates where id = ${debateId}`,
    )
  ).rows[0];
/** the debate's shard rows, as if written longer ago than a roll-up waits */
const ageShardRows = (debateId: number) =>
  getDb().execute(
    sql`update debate_vote_tallies set since = now() - interval '1 minute' where debate_id = ${debateId}`,
  );
const constraintOf = (error: unknown) => {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.cause?.constraint ?? e.constraint ?? String(error);
};
const voters = (n: number) => Promise.all(Array.from({ length: n }, async () => login(await createUser())));

beforeAll(async () => {
  categoryId = (await createCategory()).id;
  modCookie = await login(await createUser({ roles: ["moderator"] }));
});

describe("the tallies off the debate row (issue 37 item 1)", () => {
  it("counts 48 concurrent votes on one debate exactly, spread over the shard rows, the debate's row untouched", async () => {
    const debate = await insertDebate({ categoryId });
    const cookies = await voters(48);
    const results = await Promise.all(cookies.map((c, i) => vote(debate.id, c, i % 3 === 0 ? "B" : "A")));
    expect(results.map((r) => r.status)).toEqual(cookies.map(() => 201));
    expect(await rows(debate.id)).toEqual({ A: 32, B: 16, total: 48 });
    const exact = await exactTallies(debate.id);
    expect(exact).toMatchObject({ A: 32, B: 16, total: 48 });
    // 48 consecutive user ids cover every shard; nothing was rolled up (the rows are fresh)
    expect(exact.pending).toBe(TALLY_SHARDS);
    expect(await rolled(debate.id)).toEqual({ A: 0, B: 0, total: 0 });
    // every answer counted its own ballot, and the last to commit saw them all
    const totals = results.map((r) => (r.body as { voteCount: { total: number } }).voteCount.total);
    expect(Math.min(...totals)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...totals)).toBeLessThanOrEqual(48);
    // what the page, the API and the turnout show
    expect((await call(debateGET, `/api/debates/${debate.id}`, idParams(debate.id))).body).toMatchObject({
      voteCount: { total: 48 },
    });
    expect((await call(turnoutGET, `/api/debates/${debate.id}/turnout`, idParams(debate.id))).body).toMatchObject({
      total: 48,
    });
  });

  it("rolls up while votes keep coming: the count never moves, and ends in the debate's own numbers", async () => {
    const debate = await insertDebate({ categoryId });
    const cookies = await voters(40);
    await Promise.all(cookies.slice(0, 20).map((c) => vote(debate.id, c, "A")));
    await ageShardRows(debate.id);
    // the second half votes while roll-ups run beside them
    const rollUps = Promise.all(Array.from({ length: 10 }, () => rollUpTallies(debate.id)));
    const results = await Promise.all(cookies.slice(20).map((c, i) => vote(debate.id, c, i % 2 ? "A" : "B")));
    await rollUps;
    await mailSent(); // any sweep the votes handed to after()
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await exactTallies(debate.id)).toMatchObject({ A: 30, B: 10, total: 40 });
    expect(await rows(debate.id)).toEqual({ A: 30, B: 10, total: 40 });
    expect(await rollUpTallies(debate.id)).toBeLessThanOrEqual(1);
    expect(await exactTallies(debate.id)).toEqual({ A: 30, B: 10, total: 40, pending: 0 });
    expect(await rolled(debate.id)).toEqual({ A: 30, B: 10, total: 40 });
  });

  it("after its answer a vote sweeps every debate's shard rows older than a few seconds, once per few seconds", async () => {
    const [quiet, busy] = [await insertDebate({ categoryId }), await insertDebate({ categoryId })];
    const [first, second, third] = await voters(3);
    expect((await vote(quiet.id, first, "A")).status).toBe(201);
    await ageShardRows(quiet.id);
    // past the process's last sweep (a vote of an earlier test may have swept just now)
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.now() + 60_000);
    try {
      expect((await vote(busy.id, second, "B")).status).toBe(201);
      await mailSent(); // the sweep handed to after()
      expect(await exactTallies(quiet.id)).toEqual({ A: 1, B: 0, total: 1, pending: 0 });
      expect(await rolled(quiet.id)).toEqual({ A: 1, B: 0, total: 1 });
      // the busy debate's row is fresh: left for a later sweep
      expect(await exactTallies(busy.id)).toEqual({ A: 0, B: 1, total: 1, pending: 1 });
      // and within the same few seconds no second sweep runs
      await ageShardRows(busy.id);
      expect((await vote(quiet.id, third, "B")).status).toBe(201);
      await mailSent();
      expect((await exactTallies(busy.id)).pending).toBe(1);
    } finally {
      now.mockRestore();
    }
  });

  it("the sweep folds every debate with old shard rows, and leaves fresh ones", async () => {
    const [old, fresh] = [await insertDebate({ categoryId }), await insertDebate({ categoryId })];
    const [a, b] = await voters(2);
    await vote(old.id, a, "A");
    await vote(fresh.id, b, "B");
    await ageShardRows(old.id);
    expect(await rollUpTallies()).toBeGreaterThanOrEqual(1);
    expect(await exactTallies(old.id)).toEqual({ A: 1, B: 0, total: 1, pending: 0 });
    expect(await exactTallies(fresh.id)).toEqual({ A: 0, B: 1, total: 1, pending: 1 });
  });

  it("a ban's void of a rolled-up ballot goes through the voter's shard row: exact, and no rolled-up count below zero", async () => {
    const debate = await insertDebate({ categoryId });
    const cheat = await createUser();
    const [honest] = await voters(1);
    await vote(debate.id, await login(cheat), "A");
    await vote(debate.id, honest, "B");
    await rollUpTallies(debate.id);
    expect(await rolled(debate.id)).toEqual({ A: 1, B: 1, total: 2 });
    const res = await call(ban, `/api/admin/users/${cheat.id}/ban`, {
      method: "POST",
      cookie: modCookie,
      body: { reason: "Ring", rule: "vote_manipulation" },
      ...idParams(cheat.id),
    });
    expect(res.status).toBe(200);
    // the void is a -1 on the cheat's shard row: the debate's row is untouched, the count exact
    expect(await rolled(debate.id)).toEqual({ A: 1, B: 1, total: 2 });
    expect(await exactTallies(debate.id)).toMatchObject({ A: 0, B: 1, total: 1, pending: 1 });
    expect(await rows(debate.id)).toEqual({ A: 0, B: 1, total: 1 });
    await rollUpTallies(debate.id);
    expect(await exactTallies(debate.id)).toEqual({ A: 0, B: 1, total: 1, pending: 0 });
  });

  it("closing folds the shard rows into the final count, which the closed debate's row then holds alone", async () => {
    const debate = await insertDebate({ categoryId });
    const cookies = await voters(7);
    await Promise.all(cookies.map((c, i) => vote(debate.id, c, i < 4 ? "A" : "B")));
    expect((await exactTallies(debate.id)).pending).toBeGreaterThan(0);
    await getDb().execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id = ${debate.id}`);
    const { closed } = await closeDueDebates();
    expect(closed.map((c) => c.id)).toContain(debate.id);
    expect(await exactTallies(debate.id)).toEqual({ A: 4, B: 3, total: 7, pending: 0 });
    expect(await rolled(debate.id)).toEqual({ A: 4, B: 3, total: 7 });
    await mailSent();
  });

  it("keeps the debates' CHECK: a rolled-up count below zero or out of step is refused", async () => {
    const debate = await insertDebate({ categoryId });
    const refused = await getDb()
      .execute(sql`update debates set votes_a = -1, vote_total = -1 where id = ${debate.id}`)
      .then(
        () => null,
        (error: unknown) => constraintOf(error),
      );
    expect(refused).toMatch(/debates_tally_check/);
    const shard = await getDb()
      .execute(
        sql`insert into debate_vote_tallies (debate_id, shard, votes_a) values (${debate.id}, ${TALLY_SHARDS}, 1)`,
      )
      .then(
        () => null,
        (error: unknown) => constraintOf(error),
      );
    expect(shard).toMatch(/debate_vote_tallies_shard_check/);
  });
});

describe("the migration that moves the tallies (0023)", () => {
  it("keeps every existing count exact: the debates' numbers become the rolled-up part, no shard rows", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "pv-mig-"));
    const journalPath = path.join(folder, "meta", "_journal.json");
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag === "0023_debate_vote_tallies");
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    const url = process.env.TEST_DATABASE_URL;
    const name = `pv_mig_tallies_${Math.random().toString(36).slice(2, 10)}`;
    let run: (query: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;
    let migrate: (migrationsFolder: string) => Promise<void>;
    let close: () => Promise<void>;
    if (url) {
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      const client = new Client({ connectionString: target.toString() });
      await client.connect();
      const db = drizzle(client);
      run = async (query) => (await db.execute(query)).rows;
      migrate = (migrationsFolder) => migratePg(db, { migrationsFolder });
      close = async () => {
        await client.end();
        const again = new Client({ connectionString: url });
        await again.connect();
        await again.query(`drop database if exists "${name}" with (force)`);
        await again.end();
      };
    } else {
      const handle = openPglite("memory://");
      const db = handle.db as unknown as PgliteDatabase;
      run = async (query) => (await db.execute(query)).rows as Record<string, unknown>[];
      migrate = (migrationsFolder) => migratePglite(db, { migrationsFolder });
      close = () => handle.close();
    }
    try {
      await migrate(folder);
      // a debate voted on under the old statement: its tallies on its row
      await run(sql`insert into categories (name, slug, color) values ('M', 'm', '#000000')`);
      await run(sql`insert into users (username, email, email_verified) select 'm' || g, 'm' || g || '@x.test', true
        from generate_series(1, 5) g`);
      const [debate] = await run(sql`insert into debates (title, description, category_id, position_a_title,
        position_b_title, voting_ends_at) select 'T', 'D', id, 'A', 'B', now() + interval '1 day' from categories
        returning id`);
      const id = Number(debate.id);
      await run(sql`insert into votes (debate_id, user_id, position)
        select ${id}, id, case when id % 2 = 0 then 'B' else 'A' end from users`);
      await run(sql`update debates set votes_a = 3, votes_b = 2, vote_total = 5 where id = ${id}`);
      await migrate(MIGRATIONS_FOLDER);
      expect(await run(sql`select count(*)::int as n from debate_vote_tallies`)).toEqual([{ n: 0 }]);
      expect(
        await run(sql`select votes_a as a, votes_b as b, vote_total as total from debates where id = ${id}`),
      ).toEqual([{ a: 3, b: 2, total: 5 }]);
      // a new vote lands on a shard row, a roll-up folds it in, the CHECK holds all along
      await run(sql`insert into users (username, email, email_verified) values ('m6', 'm6@x.test', true)`);
      await run(
        sql`insert into votes (debate_id, user_id, position) select ${id}, id, 'A' from users where username = 'm6'`,
      );
      await run(sql`insert into debate_vote_tallies (debate_id, shard, votes_a)
        select ${id}, id % ${TALLY_SHARDS}, 1 from users where username = 'm6'`);
      await run(sql`with folded as (delete from debate_vote_tallies where debate_id = ${id} returning votes_a, votes_b)
        update debates set votes_a = votes_a + (select sum(votes_a) from folded),
          votes_b = votes_b + (select sum(votes_b) from folded),
          vote_total = vote_total + (select sum(votes_a + votes_b) from folded) where id = ${id}`);
      expect(
        await run(sql`select votes_a as a, votes_b as b, vote_total as total from debates where id = ${id}`),
      ).toEqual([{ a: 4, b: 2, total: 6 }]);
    } finally {
      await close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
