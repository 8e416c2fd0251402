import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, openPglite } from "../../lib/db";
import { ballotBatches, votes } from "../../lib/db/schema";
import { MIGRATIONS_FOLDER, migrateDb } from "../../lib/db/migrate";
import { closeBoard } from "../../lib/server/ballots/close-board";
import { lastRoot } from "../../lib/server/ballots/last-root";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { createUser } from "../fixtures/users";

// The formulas of decisions.md 'A verdict anyone can check', computed here independently with node:crypto.
const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const commitmentOf = (debateId: number, side: string, opening: string) => sha256(`pv1|${debateId}|${side}|${opening}`);
const rootsOf = (commitments: string[]) => {
  const roots: string[] = [];
  for (let k = 0; k * 25 < commitments.length; k++) {
    const batch = commitments.slice(k * 25, k * 25 + 25).sort();
    roots.push(sha256(`${roots[k - 1] ?? "0".repeat(64)}\n${batch.join("\n")}`));
  }
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
  it("publish each batch of 25 as it fills, chained from 64 zeros, and the last partial one at close", async () => {
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
    const expected = rootsOf(rows.map((r) => r.commitment));
    const stored = () =>
      getDb()
        .select()
        .from(ballotBatches)
        .where(eq(ballotBatches.debateId, debate.id))
        .orderBy(asc(ballotBatches.index));
    expect((await stored()).map((b) => [b.index, b.size, b.root])).toEqual([
      [0, 25, expected[0]],
      [1, 25, expected[1]],
    ]);
    // each stored with its sorted commitments, as the board answers them
    expect((await stored()).map((b) => JSON.parse(b.commitments))).toEqual(
      [0, 1].map((k) =>
        rows
          .slice(k * 25, k * 25 + 25)
          .map((r) => r.commitment)
          .sort(),
      ),
    );
    // still open: closing stores nothing, the last published root is batch 1's
    expect(await getDb().transaction((tx) => closeBoard(tx, debate.id))).toEqual({ lastRoot: expected[1] });
    expect(await stored()).toHaveLength(2);
    await getDb().execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id = ${debate.id}`);
    // past the deadline the last root is the partial batch's, before and after closing; closing twice is closing once
    expect(await lastRoot(getDb(), debate.id)).toBe(expected[2]);
    const results = await Promise.all([1, 2].map(() => getDb().transaction((tx) => closeBoard(tx, debate.id))));
    expect(results).toEqual([{ lastRoot: expected[2] }, { lastRoot: expected[2] }]);
    expect((await stored()).map((b) => [b.index, b.size, b.root])).toEqual([
      [0, 25, expected[0]],
      [1, 25, expected[1]],
      [2, 10, expected[2]],
    ]);
  });

  it("has no root for a debate nobody voted on", async () => {
    const debate = await insertDebate({ categoryId, ...endedAgo(1000) });
    expect(await getDb().transaction((tx) => closeBoard(tx, debate.id))).toEqual({ lastRoot: null });
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
});
