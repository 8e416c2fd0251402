import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST } from "../../app/api/votes/route";
import { GET as voteStatus } from "../../app/api/votes/[debateId]/user/route";
import { getDb } from "../../lib/db";
import { votes } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { exactTallies } from "../fixtures/tallies";

let categoryId: number;
const vote = (body: unknown, cookie?: string) => call(POST, "/api/votes", { method: "POST", body, cookie });
const tally = async (id: number) => {
  const d = await exactTallies(id);
  const rows = await getDb().select().from(votes).where(eq(votes.debateId, id));
  return { a: d.A, b: d.B, total: d.total, rows: rows.length };
};

beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

describe("POST /api/votes", () => {
  it("counts a verified user's vote once, answers 201 with the sealed total, then 409 'Already voted'", async () => {
    const debate = await insertDebate({ categoryId });
    const user = await createUser();
    const cookie = await login(user);
    const res = await vote({ debateId: debate.id, position: "B" }, cookie);
    expect(res.status).toBe(201);
    const [stored] = await getDb().select().from(votes).where(eq(votes.debateId, debate.id));
    // the documented fields, then the receipt (the ballot's commitment) and its secret opening (issue 18)
    expect(res.body).toEqual({
      debateId: debate.id,
      position: "B",
      hasVoted: true,
      voteCount: { total: 1 },
      receipt: stored.commitment,
      opening: stored.opening,
    });
    expect(Buffer.from(stored.opening, "base64url")).toHaveLength(32);
    expect(stored.commitment).toBe(createHash("sha256").update(`pv1|${debate.id}|B|${stored.opening}`).digest("hex"));
    expect(await tally(debate.id)).toEqual({ a: 0, b: 1, total: 1, rows: 1 });
    const again = await vote({ debateId: debate.id, position: "A" }, cookie);
    expect(again).toMatchObject({ status: 409, body: { message: "Already voted", code: "ALREADY_VOTED" } });
    expect(await tally(debate.id)).toEqual({ a: 0, b: 1, total: 1, rows: 1 });
    const [row] = await getDb()
      .select()
      .from(votes)
      .where(and(eq(votes.debateId, debate.id), eq(votes.userId, user.id)));
    expect(row).toMatchObject({ position: "B", isAnonymous: true });
  });

  it.each([
    ["a visitor", async () => undefined, 401, "Authentication required", "AUTH_REQUIRED"],
    [
      "an unverified user",
      async () => login(await createUser({ emailVerified: false })),
      403,
      "Email verification required",
      "EMAIL_NOT_VERIFIED",
    ],
    [
      "a suspended user",
      async () => login(await createUser({ status: "suspended", suspendedUntil: new Date(Date.now() + 3600_000) })),
      403,
      "Your account is suspended",
      "SUSPENDED",
    ],
  ])("refuses %s", async (_who, cookieOf, status, message, code) => {
    const debate = await insertDebate({ categoryId });
    const res = await vote({ debateId: debate.id, position: "A" }, await cookieOf());
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message, code });
    expect(await tally(debate.id)).toEqual({ a: 0, b: 0, total: 0, rows: 0 });
  });

  it("answers a visitor 401 'Authentication required' even for a malformed ballot", async () => {
    expect(await vote({ debateId: "x", position: "C" })).toMatchObject({
      status: 401,
      body: { message: "Authentication required" },
    });
  });

  it("refuses a closed, taken-down or missing debate", async () => {
    const cookie = await login(await createUser());
    const closed = await insertDebate({ categoryId, ...endedAgo(1000) });
    expect(await vote({ debateId: closed.id, position: "A" }, cookie)).toMatchObject({
      status: 403,
      body: { message: "Voting has ended for this debate" },
    });
    const hidden = await insertDebate({ categoryId, isActive: false });
    expect(await vote({ debateId: hidden.id, position: "A" }, cookie)).toMatchObject({
      status: 404,
      body: { message: "Debate not found" },
    });
    expect(await vote({ debateId: 999999, position: "A" }, cookie)).toMatchObject({
      status: 404,
      body: { message: "Debate not found" },
    });
    expect(await tally(closed.id)).toEqual({ a: 0, b: 0, total: 0, rows: 0 });
    expect(await tally(hidden.id)).toEqual({ a: 0, b: 0, total: 0, rows: 0 });
  });

  it("accepts only position A or B", async () => {
    const cookie = await login(await createUser());
    const debate = await insertDebate({ categoryId });
    const res = await vote({ debateId: debate.id, position: "C" }, cookie);
    expect(res).toMatchObject({
      status: 400,
      body: { message: "Position must be A or B", errors: { position: "Position must be A or B" } },
    });
    const noId = await vote({ position: "A" }, cookie);
    expect(noId).toMatchObject({ status: 400, body: { errors: { debateId: "Debate is required" } } });
  });

  it("counts exactly one of 200 concurrent votes by the same user; the others are 409 'Already voted' or, past the 30 a minute, 429", async () => {
    const debate = await insertDebate({ categoryId });
    const cookie = await login(await createUser());
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => vote({ debateId: debate.id, position: i % 2 ? "A" : "B" }, cookie)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(199);
    const duplicates = refused.filter((r) => r.status === 409);
    for (const r of duplicates) expect(r.body).toEqual({ message: "Already voted", code: "ALREADY_VOTED" });
    for (const r of refused.filter((r) => r.status !== 409))
      expect(r).toMatchObject({ status: 429, body: { message: "Too many requests. Please try again later." } });
    // the limit is taken before the ballot: the 29 other votes that got a place are duplicates and give it back
    expect(duplicates.length).toBeGreaterThanOrEqual(29);
    const t = await tally(debate.id);
    expect({ total: t.total, rows: t.rows, sum: t.a + t.b }).toEqual({ total: 1, rows: 1, sum: 1 });
  });

  it("counts concurrent votes of different users without losing any", async () => {
    const debate = await insertDebate({ categoryId });
    const cookies = await Promise.all(Array.from({ length: 20 }, async () => login(await createUser())));
    const results = await Promise.all(
      cookies.map((c, i) => vote({ debateId: debate.id, position: i < 12 ? "A" : "B" }, c)),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await tally(debate.id)).toEqual({ a: 12, b: 8, total: 20, rows: 20 });
  });

  it("allows 30 votes a minute per user, then 429 with Retry-After", async () => {
    const cookie = await login(await createUser());
    const list = await Promise.all(Array.from({ length: 31 }, () => insertDebate({ categoryId })));
    for (const d of list.slice(0, 30)) expect((await vote({ debateId: d.id, position: "A" }, cookie)).status).toBe(201);
    const res = await vote({ debateId: list[30].id, position: "A" }, cookie);
    expect(res).toMatchObject({ status: 429, body: { message: "Too many requests. Please try again later." } });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await tally(list[30].id)).toEqual({ a: 0, b: 0, total: 0, rows: 0 });
  });
});

describe("the vote limit under concurrency (30 a minute per user)", () => {
  it("stores exactly 30 of 60 concurrent votes by one user on 60 debates; the other 30 are 429", async () => {
    const user = await createUser();
    const cookie = await login(user);
    const list = await Promise.all(Array.from({ length: 60 }, () => insertDebate({ categoryId })));
    const results = await Promise.all(
      list.map((d, i) => vote({ debateId: d.id, position: i % 2 ? "A" : "B" }, cookie)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(30);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(30);
    for (const r of refused)
      expect(r).toMatchObject({ status: 429, body: { message: "Too many requests. Please try again later." } });
    expect(await getDb().$count(votes, eq(votes.userId, user.id))).toBe(30);
  });

  it("a refused vote (already voted, ended, missing) gives its place back: 30 new votes still count after them", async () => {
    const user = await createUser();
    const cookie = await login(user);
    const first = await insertDebate({ categoryId });
    const closed = await insertDebate({ categoryId, ...endedAgo(1000) });
    expect((await vote({ debateId: first.id, position: "A" }, cookie)).status).toBe(201);
    const duplicates = await Promise.all(
      Array.from({ length: 10 }, () => vote({ debateId: first.id, position: "B" }, cookie)),
    );
    for (const r of duplicates) expect(r).toMatchObject({ status: 409, body: { message: "Already voted" } });
    expect((await vote({ debateId: closed.id, position: "A" }, cookie)).status).toBe(403);
    expect((await vote({ debateId: 999999, position: "A" }, cookie)).status).toBe(404);
    const list = await Promise.all(Array.from({ length: 30 }, () => insertDebate({ categoryId })));
    const results = await Promise.all(list.map((d) => vote({ debateId: d.id, position: "A" }, cookie)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(29).fill(201), 429]);
    expect(await getDb().$count(votes, eq(votes.userId, user.id))).toBe(30);
  });
});

describe("GET /api/votes/{debateId}/user", () => {
  it("tells the signed-in user whether they voted, their own side and their own lean (none here)", async () => {
    const debate = await insertDebate({ categoryId });
    const cookie = await login(await createUser());
    const path = `/api/votes/${debate.id}/user`;
    const params = { debateId: String(debate.id) };
    expect(await call(voteStatus, path, { cookie, params })).toMatchObject({
      status: 200,
      body: { hasVoted: false, position: null },
    });
    await vote({ debateId: debate.id, position: "A" }, cookie);
    expect(await call(voteStatus, path, { cookie, params })).toMatchObject({
      status: 200,
      body: { hasVoted: true, position: "A" },
    });
    const other = await login(await createUser());
    expect((await call(voteStatus, path, { cookie: other, params })).body).toEqual({
      hasVoted: false,
      position: null,
      lean: null,
    });
  });

  it("answers 401 to a visitor and 404 to a malformed id", async () => {
    expect(await call(voteStatus, "/api/votes/1/user", { params: { debateId: "1" } })).toMatchObject({
      status: 401,
      body: { message: "Authentication required" },
    });
    const cookie = await login(await createUser());
    expect((await call(voteStatus, "/api/votes/x/user", { cookie, params: { debateId: "x" } })).status).toBe(404);
  });
});
