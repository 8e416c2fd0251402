import { beforeAll, describe, expect, it } from "vitest";
import { GET as getOne } from "../../app/api/debates/[id]/route";
import { GET as getHot } from "../../app/api/debates/hot/route";
import { GET as listOpen } from "../../app/api/debates/route";
import { getDb } from "../../lib/db";
import type { Debate } from "../../lib/debates/types";
import { likePattern } from "../../lib/debates/like-pattern";
import * as floor from "../../scripts/ops/bench/floor-sql";
import { createCategory, endedAgo, insertComment, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser } from "../fixtures/users";

// The benchmark's floor (scripts/ops/bench/floor-server.ts) sends these statements with pg and answers their first
// column as JSON: here they run on the test database and must answer, byte for byte, what the app's routes answer.
type Client = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }>; exec?: unknown };
const client = () => (getDb() as unknown as { $client: Client }).$client;
async function run(statement: floor.Statement, named?: Record<string, unknown>): Promise<Debate[]> {
  const { rows } = await client().query(statement.text, statement.values(named));
  return rows.map((row) => Object.values(row as Record<string, unknown>)[0] as Debate);
}
/** The statement's first row, its columns by position (as the floor reads them): pg and PGlite ask for it apart. */
async function arrayRow(statement: floor.Statement, named: Record<string, unknown>): Promise<unknown[]> {
  const [text, values] = [statement.text, statement.values(named)];
  const db = client();
  const { rows } = db.exec
    ? await db.query(text, values, { rowMode: "array" })
    : await db.query({ text, values, rowMode: "array" });
  return rows[0] as unknown[];
}
const same = (floorAnswer: unknown, appAnswer: unknown) =>
  expect(JSON.stringify(floorAnswer)).toBe(JSON.stringify(appAnswer));

const ids: number[] = [];
beforeAll(async () => {
  const cat = await createCategory();
  const creator = await createUser();
  const gone = await createUser({ status: "deleted" });
  for (let i = 0; i < 15; i++) {
    const d = await insertDebate({
      categoryId: cat.id,
      creatorId: i % 4 ? creator.id : gone.id,
      ageMs: (i + 1) * 60_000,
    });
    ids.push(d.id);
  }
  ids.push(
    (await insertDebate({ categoryId: cat.id, creatorId: creator.id, isFeatured: true, votesA: 2, votesB: 5 })).id,
  );
  ids.push(
    (await insertDebate({ categoryId: cat.id, positionADebater: "Ann", votesA: 3, votesB: 1, ...endedAgo(1000) })).id,
  );
  await insertComment(ids[0], creator.id);
  await insertComment(ids[0], creator.id, { deleted: true });
});

describe("the benchmark floor's debate views", () => {
  it("answer one debate as GET /api/debates/{id} does: open, ended, featured, by a deleted account, with comments", async () => {
    for (const id of ids) {
      const debate = floor.debateAnswer(await arrayRow(floor.DEBATE_BY_ID, { id }));
      same(debate, (await call(getOne, `/api/debates/${id}`, { params: { id: String(id) } })).body);
    }
  });

  it("answer the home list, the open list, the search and the hot debate as the app does", async () => {
    const open = (await call(listOpen, "/api/debates")).body;
    expect(open.length).toBe(16);
    same(await run(floor.HOME_LIST), open.slice(0, 13));
    same(await run(floor.OPEN_LIST), open);
    const search = (await call(listOpen, "/api/debates?search=number")).body;
    expect(search.length).toBe(16);
    same(await run(floor.SEARCH_LIST, { pattern: likePattern("number") }), search);
    const [hot] = await run(floor.HOT_FEATURED);
    same(hot, (await call(getHot, "/api/debates/hot")).body);
  });
});
