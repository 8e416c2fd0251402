import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, openPglite } from "../../lib/db";
import { ballotBatches, leanBatches, leans, votes } from "../../lib/db/schema";
import { MIGRATIONS_FOLDER, migrateDb } from "../../lib/db/migrate";
import { closeBoard } from "../../lib/server/ballots/close-board";
import { lastRoot } from "../../lib/server/ballots/last-root";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { createUser } from "../fixtures/users";

// The formulas of decisions.md 'A verdict anyone can check', computed here independently with node:crypto.
const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const commitmentOf = (debateId: number, side: string, opening: string) => sha256(`pv1|${debateId}|${side}|${opening}`);
// issue 26: a lean's commitment, over its late flag
const leanCommitmentOf = (debateId: number, lean: string, late: boolean, opening: string) =>
  sha256(`pvlean1|${debateId}|${lean}|${late ? 1 : 0}|${opening}`);
/**
 * The roots of a board of ballots in cast order: batches of 25; while open only those whose next batch is full (the
 * last full one is held), once closed all of them, a short rest joined to the batch before it.
 */
const rootsOf = (commitments: string[], closed = true) => {
  const groups: string[][] = [];
  for (let k = 0; k * 25 < commitments.length; k++) groups.push(commitments.slice(k * 25, k * 25 + 25));
  if (closed && groups.length > 1 && groups[groups.length - 1].length < 25)
    groups.push([...groups.pop()!, ...groups.pop()!]);
  const published = closed ? groups : groups.filter((_, k) => (k + 2) * 25 <= commitments.length);
  const roots: string[] = [];
  for (const [k, group] of published.entries())
    roots.push(sha256(`${roots[k - 1] ?? "0".repeat(64)}\n${[...group].sort().join("\n")}`));
  return roots;
};

let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

describe("the commitment formula", () => {
  it("matches fixed vectors", () => {
    // fixed vectors, written out: hex SHA-256 of the UTF-8 'pv1|{debateId}|{side}|{opening}'
    expect(commitmentOf(1, "A", "x")).toBe("d9a0e823bd6cc9fd1f51077d8107378249292bdbfe090f4e5e3b5aac8432f824");
    expect(sha256("0".repeat(64) + "\n" + ["b", "a"].sort().join("\n"))).toBe(sha256(`${"0".repeat(64)}\na\nb`));
  });

  it("is what the database stores for every ballot, with a fresh 32-byte base64url opening", async () => {
    const debate = await insertDebate({ categoryId });
    const opening = Buffer.alloc(32, 7).toString("base64url");
    const [fixed] = await getDb()
      .insert(votes)
      .values({ debateId: debate.id, userId: (await createUser()).id, position: "B", opening })
      .returning();
    expect(fixed.commitment).toBe(commitmentOf(debate.id, "B", opening));
    expect(fixed.seq).toBe(1);
    const [drawn] = await getDb()
      .insert(votes)
      .values({ debateId: debate.id, userId: (await createUser()).id, position: "A" })
      .returning();
    expect(drawn.opening).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(drawn.opening, "base64url")).toHaveLength(32);
    expect(drawn.opening).not.toBe(fixed.opening);
    expect(drawn.commitment).toBe(commitmentOf(debate.id, "A", drawn.opening));
    expect(drawn.seq).toBe(2);
  });
});

describe("the batch roots", () => {
  it("publish each batch of 25 once the next fills, chained from 64 zeros, and the held one with the rest at close", async () => {
    const debate = await insertDebate({ categoryId });
    const voters = await Promise.all(Array.from({ length: 60 }, () => createUser()));
    // one statement for the first 30 (a bulk insert), then one by one
    await getDb()
      .insert(votes)
      .values(
        voters
          .slice(0, 30)
          .map((v, i) => ({ debateId: debate.id, userId: v.id, position: i % 3 ? ("A" as const) : ("B" as const) })),
      );
    for (const [i, v] of voters.slice(30).entries()) {
      await getDb()
        .insert(votes)
        .values({ debateId: debate.id, userId: v.id, position: i % 2 ? "A" : "B" });
    }
    const rows = await getDb().select().from(votes).where(eq(votes.debateId, debate.id)).orderBy(asc(votes.seq));
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const open = rootsOf(
      rows.map((r) => r.commitment),
      false,
    );
    const closed = rootsOf(rows.map((r) => r.commitment));
    const stored = () =>
      getDb()
        .select()
        .from(ballotBatches)
        .where(eq(ballotBatches.debateId, debate.id))
        .orderBy(asc(ballotBatches.index));
    // 60 ballots while open: batch 0 was published by the 50th (batch 1 filled); batch 1 is held
    expect(open).toHaveLength(1);
    expect((await stored()).map((b) => [b.index, b.size, b.root])).toEqual([[0, 25, open[0]]]);
    // stored with its sorted commitments, as the board answers them
    expect((await stored()).map((b) => JSON.parse(b.commitments))).toEqual([
      rows
        .slice(0, 25)
        .map((r) => r.commitment)
        .sort(),
    ]);
    // still open: closing stores nothing, the last published root is batch 0's
    expect(await getDb().transaction((tx) => closeBoard(tx, debate.id))).toEqual({ lastRoot: open[0] });
    expect(await stored()).toHaveLength(1);
    await getDb().execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id = ${debate.id}`);
    // past the deadline the last batch is the held one and the rest of 10 (35 ballots), its root the last, before
    // and after closing; closing twice is closing once
    expect(closed).toHaveLength(2);
    expect(closed[0]).toBe(open[0]);
    expect(await lastRoot(getDb(), debate.id)).toBe(closed[1]);
    const results = await Promise.all([1, 2].map(() => getDb().transaction((tx) => closeBoard(tx, debate.id))));
    expect(results).toEqual([{ lastRoot: closed[1] }, { lastRoot: closed[1] }]);
    expect((await stored()).map((b) => [b.index, b.size, b.root])).toEqual([
      [0, 25, closed[0]],
      [1, 35, closed[1]],
    ]);
  });

  it("has no root for a debate nobody voted on", async () => {
    const debate = await insertDebate({ categoryId, ...endedAgo(1000) });
    expect(await getDb().transaction((tx) => closeBoard(tx, debate.id))).toEqual({ lastRoot: null });
  });
});

describe("the lean formulas (issue 26)", () => {
  it("match a fixed vector and what the database stores for every lean, late or not", async () => {
    // written out: hex SHA-256 of the UTF-8 'pvlean1|{debateId}|{lean}|{late ? 1 : 0}|{opening}'
    expect(leanCommitmentOf(1, "undecided", true, "x")).toBe(
      "d59e39c04ec1036327d98794dc76d8b5d520e760674eea3ace40a05e44f7d12c",
    );
    const debate = await insertDebate({ categoryId });
    const opening = Buffer.alloc(32, 9).toString("base64url");
    const rows = [];
    for (const [lean, late] of [
      ["A", false],
      ["B", true],
      ["undecided", false],
      ["undecided", true],
    ] as const) {
      const [row] = await getDb()
        .insert(leans)
        .values({ debateId: debate.id, userId: (await createUser()).id, lean, late, opening })
        .returning();
      expect(row.commitment).toBe(leanCommitmentOf(debate.id, lean, late, opening));
      rows.push(row);
    }
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    // the late flag is bound: the same lean and opening in time and late commit to different values
    expect(rows[2].commitment).not.toBe(rows[3].commitment);
    // a lean never commits to what a ballot of the same opening does
    expect(rows[0].commitment).not.toBe(commitmentOf(debate.id, "A", opening));
    const [drawn] = await getDb()
      .insert(leans)
      .values({ debateId: debate.id, userId: (await createUser()).id, lean: "B" })
      .returning();
    expect(Buffer.from(drawn.opening, "base64url")).toHaveLength(32);
    expect(drawn.commitment).toBe(leanCommitmentOf(debate.id, "B", false, drawn.opening));
  });

  it("batch leans as ballots: each batch of 25 published once the next fills, the held one with the rest at close", async () => {
    const debate = await insertDebate({ categoryId });
    const members = await Promise.all(Array.from({ length: 60 }, () => createUser()));
    const sides = ["A", "B", "undecided"] as const;
    await getDb()
      .insert(leans)
      .values(members.slice(0, 30).map((m, i) => ({ debateId: debate.id, userId: m.id, lean: sides[i % 3] })));
    for (const [i, m] of members.slice(30).entries())
      await getDb()
        .insert(leans)
        .values({ debateId: debate.id, userId: m.id, lean: sides[i % 3], late: i % 4 === 0 });
    const rows = await getDb().select().from(leans).where(eq(leans.debateId, debate.id)).orderBy(asc(leans.seq));
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const open = rootsOf(
      rows.map((r) => r.commitment),
      false,
    );
    const closed = rootsOf(rows.map((r) => r.commitment));
    const stored = () =>
      getDb().select().from(leanBatches).where(eq(leanBatches.debateId, debate.id)).orderBy(asc(leanBatches.index));
    const leanRoot = async () =>
      (await getDb().execute<{ root: string | null }>(sql`select lean_last_root(${debate.id}) as root`)).rows[0].root;
    expect((await stored()).map((b) => [b.index, b.size, b.root])).toEqual([[0, 25, open[0]]]);
    expect(JSON.parse((await stored())[0].commitments)).toEqual(
      rows
        .slice(0, 25)
        .map((r) => r.commitment)
        .sort(),
    );
    await getDb().transaction((tx) => closeBoard(tx, debate.id));
    expect(await stored()).toHaveLength(1);
    expect(await leanRoot()).toBe(open[0]);
    await getDb().execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id = ${debate.id}`);
    expect(await leanRoot()).toBe(closed[1]);
    await Promise.all([1, 2].map(() => getDb().transaction((tx) => closeBoard(tx, debate.id))));
    expect((await stored()).map((b) => [b.index, b.size, b.root])).toEqual([
      [0, 25, closed[0]],
      [1, 35, closed[1]],
    ]);
    expect(await leanRoot()).toBe(closed[1]);
    // the ballots' board of the same debate is its own: nobody voted, so it has no root
    expect(await lastRoot(getDb(), debate.id)).toBeNull();
  });
});

describe("the migration", () => {
  it("gives existing votes openings, commitments and batches in cast order", async () => {
    // a database at 0005 with votes, then 0006
    const dir = mkdtempSync(path.join(tmpdir(), "pv-ballots-"));
    cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalPath = path.join(dir, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8"));
    const full = { ...journal };
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.filter((e: { idx: number }) => e.idx < 6) }),
    );
    const handle = openPglite("memory://");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const pglite = handle.db as unknown as Parameters<typeof migrate>[0];
    await migrate(pglite, { migrationsFolder: dir });
    const db = handle.db;
    await db.execute(sql`insert into categories (name, slug, color) values ('C', 'c', '#000000')`);
    await db.execute(sql`insert into users (username) select 'u' || g from generate_series(1, 30) g`);
    await db.execute(sql`insert into debates (title, description, category_id, position_a_title, position_b_title, created_at, voting_ends_at)
      values ('Open', 'd', 1, 'a', 'b', now() - interval '1 day', now() + interval '1 day'),
             ('Closed', 'd', 1, 'a', 'b', now() - interval '2 day', now() - interval '1 day')`);
    // cast order is created_at order, whatever the ids say
    await db.execute(sql`insert into votes (debate_id, user_id, position, created_at)
      select 1 + g % 2, g, case when g % 3 = 0 then 'A' else 'B' end, now() - interval '1 day' - (g * interval '1 minute')
      from generate_series(1, 30) g`);
    writeFileSync(journalPath, JSON.stringify(full));
    await migrateDb(handle);
    for (const debateId of [1, 2]) {
      const { rows } = await db.execute<{
        id: number;
        position: string;
        opening: string;
        commitment: string;
        seq: number;
      }>(
        sql`select id, position, opening, commitment, seq from votes where debate_id = ${debateId} order by created_at, id`,
      );
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      for (const r of rows) {
        expect(Buffer.from(r.opening, "base64url")).toHaveLength(32);
        expect(r.commitment).toBe(commitmentOf(debateId, r.position, r.opening));
      }
      expect(new Set(rows.map((r) => r.opening)).size).toBe(15);
      const batches = await db.execute<{ idx: number; size: number; root: string }>(
        sql`select idx, size, root from ballot_batches where debate_id = ${debateId} order by idx`,
      );
      // the open debate's 15 ballots fill no batch yet; the closed one's partial batch is published
      expect(batches.rows).toEqual(
        debateId === 1 ? [] : [{ idx: 0, size: 15, root: rootsOf(rows.map((r) => r.commitment))[0] }],
      );
    }
    // and new ballots carry on from there
    await db.execute(sql`insert into users (username) values ('late')`);
    const { rows } = await db.execute<{ seq: number }>(
      sql`insert into votes (debate_id, user_id, position) values (1, 31, 'A') returning seq`,
    );
    expect(rows).toEqual([{ seq: 16 }]);
    await handle.close();
  });

  it("0011 holds back an open board's last full batch and merges a closed board's short last batch", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pv-ballots-"));
    cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalPath = path.join(dir, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8"));
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.filter((e: { idx: number }) => e.idx < 11) }),
    );
    const handle = openPglite("memory://");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: dir });
    const db = handle.db;
    await db.execute(sql`insert into categories (name, slug, color) values ('C', 'c', '#000000')`);
    await db.execute(sql`insert into users (username) select 'u' || g from generate_series(1, 80) g`);
    await db.execute(sql`insert into debates (title, description, category_id, position_a_title, position_b_title, created_at, voting_ends_at)
      values ('Open', 'd', 1, 'a', 'b', now() - interval '1 day', now() + interval '1 day'),
             ('Closing', 'd', 1, 'a', 'b', now() - interval '2 day', now() + interval '1 day'),
             ('Even', 'd', 1, 'a', 'b', now() - interval '2 day', now() + interval '1 day')`);
    // the old rule: the open debate's 30 publish batch 0; the closed one's 27 end as 25 and 2, the even one's 50 as
    // 25 and 25
    await db.execute(
      sql`insert into votes (debate_id, user_id, position) select 1, g, 'A' from generate_series(1, 30) g`,
    );
    await db.execute(
      sql`insert into votes (debate_id, user_id, position) select 2, g, 'B' from generate_series(1, 27) g`,
    );
    await db.execute(
      sql`insert into votes (debate_id, user_id, position) select 3, g, 'A' from generate_series(1, 50) g`,
    );
    await db.execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id in (2, 3)`);
    await db.execute(sql`select ballot_publish_batches()`);
    const sizes = async (debateId: number) =>
      (
        await db.execute<{ size: number }>(
          sql`select size from ballot_batches where debate_id = ${debateId} order by idx`,
        )
      ).rows.map((r) => r.size);
    expect([await sizes(1), await sizes(2), await sizes(3)]).toEqual([[25], [25, 2], [25, 25]]);
    writeFileSync(journalPath, JSON.stringify(journal));
    await migrateDb(handle);
    expect([await sizes(1), await sizes(2), await sizes(3)]).toEqual([[], [27], [25, 25]]);
    const commitments = async (debateId: number) =>
      (
        await db.execute<{ commitment: string }>(
          sql`select commitment from votes where debate_id = ${debateId} order by seq`,
        )
      ).rows.map((r) => r.commitment);
    const { rows } = await db.execute<{ root: string }>(sql`select ballot_last_root(2) as root`);
    expect(rows[0].root).toBe(rootsOf(await commitments(2)).at(-1));
    await handle.close();
  });
});
