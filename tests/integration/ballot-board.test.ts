import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as boardGET } from "../../app/api/debates/[id]/ballots/route";
import { GET as integrityGET } from "../../app/api/debates/[id]/integrity/route";
import { GET as transparencyGET } from "../../app/api/transparency/route";
import { POST as votePOST } from "../../app/api/votes/route";
import { getDb } from "../../lib/db";
import { debates, votes } from "../../lib/db/schema";
import { closeBoard } from "../../lib/server/ballots/close-board";
import { getBoardPage } from "../../lib/server/ballots/get-board-page";
// the verifier anyone runs (import-free: node:crypto and fetch); its core is checked here on the board's answers
import { boardUrl, commitmentOf, rootOf, verifyBoard } from "../../scripts/verify-ballots.mjs";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { insertPlainUser } from "../fixtures/personas";
import { createUser, login } from "../fixtures/users";
import type { VotePosition } from "../../lib/enums";

let categoryId: number;
const board = (id: number) => call(boardGET, `/api/debates/${id}/ballots`, { params: { id: String(id) } });
const castBy = async (debateId: number, userId: number, side: VotePosition) => {
  await getDb().insert(votes).values({ debateId, userId, position: side });
  const column = side === "A" ? debates.votesA : debates.votesB;
  await getDb()
    .update(debates)
    .set({ [side === "A" ? "votesA" : "votesB"]: sql`${column} + 1`, voteTotal: sql`${debates.voteTotal} + 1` })
    .where(eq(debates.id, debateId));
};
const endNow = (id: number) =>
  getDb().execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id = ${id}`);

/** A debate with `n` ballots from fresh users, A for every third. */
async function debateWith(n: number) {
  const debate = await insertDebate({ categoryId });
  const voters = await Promise.all(Array.from({ length: n }, () => insertPlainUser()));
  for (const [i, v] of voters.entries()) await castBy(debate.id, v.id, i % 3 ? "B" : "A");
  return { debate, voters };
}

beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

describe("GET /api/debates/{id}/ballots", () => {
  it("while open: published full batches of commitments only, no side, no opening, the same for everyone", async () => {
    // 55 ballots: batch 0 is published (batch 1 has filled), batch 1 is held until batch 2 fills or the deadline
    const { debate } = await debateWith(55);
    const res = await board(debate.id);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["debateId", "status", "total", "batches", "voided", "leans"]);
    expect(res.body).toMatchObject({ debateId: debate.id, status: "open", total: 55 });
    expect(res.body.batches).toHaveLength(1);
    expect(res.body.batches[0]).toMatchObject({ index: 0, size: 25 });
    expect(res.text).not.toMatch(/"(side|opening|position)"/);
    expect(res.headers.get("cdn-cache-control")).toMatch(/^public/);
    // the published batch is the first 25 in cast order, sorted
    const first = await getDb()
      .select({ c: votes.commitment })
      .from(votes)
      .where(and(eq(votes.debateId, debate.id), sql`${votes.seq} <= 25`));
    expect(res.body.batches[0].commitments).toEqual(first.map((r) => r.c).sort());
    expect(verifyBoard(res.body)).toMatchObject({ ok: true });
    const signedIn = await call(boardGET, `/api/debates/${debate.id}/ballots`, {
      params: { id: String(debate.id) },
      cookie: await login(await createUser()),
    });
    expect(signedIn.text).toBe(res.text);
  });

  it("reads every new ballot in its total and publishes a batch as soon as the next one fills", async () => {
    const { debate } = await debateWith(49);
    expect((await board(debate.id)).body).toMatchObject({ total: 49, batches: [] });
    await castBy(debate.id, (await insertPlainUser()).id, "A");
    const filled = (await board(debate.id)).body;
    expect(filled).toMatchObject({ total: 50, batches: [{ index: 0, size: 25 }] });
    await castBy(debate.id, (await insertPlainUser()).id, "B");
    expect((await board(debate.id)).body).toEqual({ ...filled, total: 51 });
  });

  it("after the deadline: every ballot with side and opening, the result, the same before and after closing, frozen", async () => {
    const { debate, voters } = await debateWith(52);
    await endNow(debate.id);
    const before = await board(debate.id);
    expect(Object.keys(before.body)).toEqual([
      "debateId",
      "status",
      "total",
      "batches",
      "result",
      "voided",
      "ballots",
      "leans",
      "swing",
    ]);
    expect(before.body).toMatchObject({ status: "closed", total: 52, result: { A: 18, B: 34, total: 52 } });
    // the short rest (2 ballots) joins the batch held before it: no batch of 2
    expect(before.body.batches.map((b: { size: number }) => b.size)).toEqual([25, 27]);
    expect(before.body.ballots).toHaveLength(52);
    for (const b of before.body.ballots) expect(b.commitment).toBe(commitmentOf(debate.id, b.side, b.opening));
    expect(verifyBoard(before.body)).toMatchObject({ ok: true });
    await getDb().transaction((tx) => closeBoard(tx, debate.id));
    expect((await board(debate.id)).text).toBe(before.text);
    // a deleted account's ballot stays on the board (its user_id goes, the ballot does not)
    await getDb().execute(sql`delete from users where id = ${voters[0].id}`);
    expect((await board(debate.id)).text).toBe(before.text);
  });

  it("numbers concurrent ballots in one cast order and publishes each batch once the next one fills", async () => {
    const debate = await insertDebate({ categoryId });
    const cookies = await Promise.all(Array.from({ length: 55 }, async () => login(await createUser())));
    const results = await Promise.all(
      cookies.map((cookie, i) =>
        call(votePOST, "/api/votes", {
          method: "POST",
          cookie,
          body: { debateId: debate.id, position: i % 2 ? "A" : "B" },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(cookies.map(() => 201));
    const open = await board(debate.id);
    expect(open.body.batches.map((b: { size: number }) => b.size)).toEqual([25]);
    expect(verifyBoard(open.body)).toMatchObject({ ok: true });
    await endNow(debate.id);
    const closed = await board(debate.id);
    expect(closed.body.batches.map((b: { size: number }) => b.size)).toEqual([25, 30]);
    expect(verifyBoard(closed.body)).toMatchObject({ ok: true });
    // each voter's receipt is on the board, counted for the side they chose
    for (const [i, r] of results.entries()) {
      expect(closed.body.ballots).toContainEqual({
        commitment: r.body.receipt,
        side: i % 2 ? "A" : "B",
        opening: r.body.opening,
      });
    }
  });

  it("answers 404 for a taken-down or missing debate", async () => {
    const hidden = await insertDebate({ categoryId, isActive: false });
    expect(await board(hidden.id)).toMatchObject({ status: 404, body: { message: "Debate not found" } });
    expect(await board(999999)).toMatchObject({ status: 404, body: { message: "Debate not found" } });
  });
});

describe("the board page's reads (getBoardPage)", () => {
  it("pages batches and, once closed, ballots sorted by commitment; no side or opening while open", async () => {
    const { debate } = await debateWith(52);
    const open = await getBoardPage(debate.id, { batchPage: 1, ballotPage: 1 });
    expect(open).toMatchObject({
      total: 52,
      published: 25,
      batchCount: 1,
      result: null,
      ballots: null,
      debate: { id: debate.id, closed: false },
    });
    expect(JSON.stringify(open)).not.toMatch(/"(side|opening)"/);
    await endNow(debate.id);
    const closed = await getBoardPage(debate.id, { batchPage: 1, ballotPage: 1 });
    const json = JSON.parse((await board(debate.id)).text);
    expect(closed).toMatchObject({
      total: 52,
      published: 52,
      batchCount: 2,
      result: { A: 18, B: 34, total: 52 },
      lastRoot: json.batches[1].root,
    });
    expect(closed!.batches).toEqual(json.batches);
    // the page lists the counted ballots as the public answer does
    expect(closed!.ballots).toEqual(json.ballots);
    expect(await getBoardPage(debate.id, { batchPage: 2, ballotPage: 2 })).toMatchObject({ batches: [], ballots: [] });
    expect(
      await getBoardPage((await insertDebate({ categoryId, isActive: false })).id, { batchPage: 1, ballotPage: 1 }),
    ).toBeNull();
  });
});

describe("npm run verify:ballots", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // the board's, the ledger's and the transparency log's answers over HTTP, as the site serves them
    server = createServer(async (req, res) => {
      const url = req.url ?? "/";
      const [, id = "0", what] = url.match(/^\/api\/debates\/(\d+)\/(ballots|integrity)$/) ?? [];
      const answer =
        what === "integrity"
          ? await call(integrityGET, url, { params: { id } })
          : url.startsWith("/api/transparency")
            ? await call(transparencyGET, url)
            : await board(Number(id));
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.text);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const verify = (url: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ["scripts/verify-ballots.mjs", url], { stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
      child.on("close", (code) => resolve({ code, out }));
    });

  it("prints OK for an honest board, and the first mismatch (exit 1) once a side is changed in the database after the close", async () => {
    const { debate } = await debateWith(26);
    await endNow(debate.id);
    await getDb().transaction((tx) => closeBoard(tx, debate.id));
    const ok = await verify(`${origin}/debate/${debate.id}/ballots`);
    expect(ok.out).toMatch(/^OK: closed board: 26 ballots in 1 batch;/);
    expect(ok.code).toBe(0);

    const [victim] = await getDb()
      .select()
      .from(votes)
      .where(and(eq(votes.debateId, debate.id), eq(votes.seq, 7)));
    await getDb()
      .update(votes)
      .set({ position: victim.position === "A" ? "B" : "A" })
      .where(eq(votes.id, victim.id));
    const bad = await verify(`${origin}/api/debates/${debate.id}/ballots`);
    expect(bad.out).toContain(
      `MISMATCH: ballot ${victim.commitment}: side ${victim.position === "A" ? "B" : "A"} and its opening give`,
    );
    expect(bad.code).toBe(1);
  });

  it("accepts the debate page, the board page or the API address (issue 24 item 6.14), and refuses anything else", async () => {
    const api = "https://pv.example/api/debates/42/ballots";
    for (const url of [
      "https://pv.example/debate/42",
      "https://pv.example/debate/42/",
      "https://pv.example/debate/42?ref=share#comments",
      "https://pv.example/debate/42/ballots",
      "https://pv.example/debate/42/ballots?batchPage=2&ballotPage=3",
      api,
    ])
      expect(boardUrl(url)).toBe(api);
    expect(() => boardUrl("https://pv.example/users/42")).toThrow(
      "not a debate page, its ballot board or /api/debates/{id}/ballots",
    );

    const { debate } = await debateWith(3);
    const page = await verify(`${origin}/debate/${debate.id}`);
    expect(page.out).toMatch(/^OK: open board: 0 of 3 ballots published/);
    expect(page.code).toBe(0);
    const other = await verify(`${origin}/transparency`);
    expect(other.out).toContain(`Could not read the board: ${origin}/transparency is not a debate page`);
    expect(other.code).toBe(2);
  });

  it("also fails on a recount that does not match the published result", () => {
    const ballots = [
      { side: "A", opening: "x" },
      { side: "B", opening: "y" },
    ].map((b) => ({ ...b, commitment: commitmentOf(5, b.side, b.opening) }));
    ballots.sort((a, b) => (a.commitment < b.commitment ? -1 : 1));
    const sorted = ballots.map((b) => b.commitment);
    const boardOf = (result: object) => ({
      debateId: 5,
      status: "closed",
      total: 2,
      batches: [{ index: 0, size: 2, root: rootOf("0".repeat(64), sorted), commitments: sorted }],
      result,
      ballots,
    });
    expect(verifyBoard(boardOf({ A: 1, B: 1, total: 2 }))).toMatchObject({ ok: true });
    expect(verifyBoard(boardOf({ A: 2, B: 0, total: 2 }))).toEqual({
      ok: false,
      mismatch: "result says A 2, B 0, total 2; the ballots give A 1, B 1, total 2",
    });
  });

  it("fails a closed board whose last batch is short enough to single voters out, or an open one missing a batch", () => {
    const ballots = Array.from({ length: 26 }, (_, i) => ({ side: i % 2 ? "A" : "B", opening: `o${i}` }))
      .map((b) => ({ ...b, commitment: commitmentOf(7, b.side, b.opening) }))
      .sort((a, b) => (a.commitment < b.commitment ? -1 : 1));
    const chain = (groups: string[][]) => {
      let root = "0".repeat(64);
      return groups.map((g, index) => {
        const commitments = [...g].sort();
        root = rootOf(root, commitments);
        return { index, size: g.length, root, commitments };
      });
    };
    const all = ballots.map((b) => b.commitment);
    const closed = (batches: object[]) => ({
      debateId: 7,
      status: "closed",
      total: 26,
      batches,
      result: { A: 13, B: 13, total: 26 },
      ballots,
    });
    expect(verifyBoard(closed(chain([all])))).toMatchObject({ ok: true });
    expect(verifyBoard(closed(chain([all.slice(0, 25), all.slice(25)])))).toEqual({
      ok: false,
      mismatch: "batch 1: only 1 ballot; a short last batch joins the one before",
    });
    // while open, up to 49 ballots wait (the last full batch is held until the next fills); 50 is a batch missing
    const open = (total: number) => ({ debateId: 7, status: "open", total, batches: [] });
    expect(verifyBoard(open(49))).toMatchObject({ ok: true });
    expect(verifyBoard(open(50))).toMatchObject({ ok: false });
  });
});
