import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as leanPOST } from "../../app/api/debates/[id]/lean/route";
import { POST as playPOST } from "../../app/api/debates/[id]/play/route";
import { GET as boardGET } from "../../app/api/debates/[id]/ballots/route";
import { GET as integrityGET } from "../../app/api/debates/[id]/integrity/route";
import { GET as voteStatusGET } from "../../app/api/votes/[debateId]/user/route";
import { POST as votePOST } from "../../app/api/votes/route";
import { POST as ban } from "../../app/api/admin/users/[id]/ban/route";
import { PATCH as decideRoute } from "../../app/api/moderation/appeals/[id]/route";
import { getDb } from "../../lib/db";
import { debates, leanBatches, leans, videoPlays, votes } from "../../lib/db/schema";
import { actorFromCookie } from "../../lib/server/accounts/get-actor";
import { consumeLimit } from "../../lib/server/limits/consume-limit";
import { consumeAddressLimits } from "../../lib/server/limits/consume-address-limits";
import { LIMITS } from "../../lib/server/limits/limits";
import { recordLean } from "../../lib/server/leans/record-lean";
import { closeDueDebates } from "../../lib/server/results/close-due-debates";
import { mailSent } from "../fixtures/after";
import { insertAppeal } from "../fixtures/appeals";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { insertPlainUser } from "../fixtures/personas";
import { createUser, login } from "../fixtures/users";
import type { Lean, VotePosition } from "../../lib/enums";

/*
 * Issue 26, the lean (docs/decisions/0019-minds-changed.md): once, before the ballot, by a verified active member, on
 * an open debate; late after the member's first recorded play; committed and batched as ballots are, sealed while
 * open, published at the deadline with the paired ballot's commitment; voided and restored with the ballots; counted
 * in the integrity ledger; limited like a vote.
 */

let categoryId: number;
let modCookie: string;
let adminCookie: string;

beforeAll(async () => {
  categoryId = (await createCategory()).id;
  modCookie = await login(await createUser({ roles: ["moderator"] }));
  adminCookie = await login(await createUser({ roles: ["admin"] }));
});

afterEach(() => vi.unstubAllEnvs());

const idParams = (id: number) => ({ params: { id: String(id) } });
const lean = (debateId: number, body: unknown, cookie?: string, headers?: Record<string, string>) =>
  call(leanPOST, `/api/debates/${debateId}/lean`, { method: "POST", body, cookie, headers, ...idParams(debateId) });
const play = (debateId: number, cookie?: string) =>
  call(playPOST, `/api/debates/${debateId}/play`, { method: "POST", cookie, ...idParams(debateId) });
const vote = (debateId: number, cookie: string, position: VotePosition = "A") =>
  call(votePOST, "/api/votes", { method: "POST", cookie, body: { debateId, position } });
const status = (debateId: number, cookie: string) =>
  call(voteStatusGET, `/api/votes/${debateId}/user`, { cookie, params: { debateId: String(debateId) } });
const board = (id: number) => call(boardGET, `/api/debates/${id}/ballots`, idParams(id));
const ledger = async (id: number) => (await call(integrityGET, `/api/debates/${id}/integrity`, idParams(id))).body;
const endNow = (id: number) =>
  getDb().execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id = ${id}`);
const leanRows = (debateId: number) => getDb().select().from(leans).where(eq(leans.debateId, debateId));
const commitmentOf = (debateId: number, side: Lean, late: boolean, opening: string) =>
  createHash("sha256")
    .update(`pvlean1|${debateId}|${side}|${late ? 1 : 0}|${opening}`)
    .digest("hex");
const batchRoot = (previous: string, commitments: string[]) =>
  createHash("sha256")
    .update(`${previous}\n${[...commitments].sort().join("\n")}`)
    .digest("hex");

/** n members' leans inserted straight into the database (the triggers give each its place and commitment). */
async function addLeans(debateId: number, sides: Lean[]) {
  const accounts = [];
  for (const side of sides) accounts.push({ ...(await insertPlainUser({ emailVerified: true })), side });
  if (accounts.length)
    await getDb()
      .insert(leans)
      .values(accounts.map((a) => ({ debateId, userId: a.id, lean: a.side })));
  return accounts;
}

describe("POST /api/debates/{id}/lean", () => {
  it("records a verified member's lean once with its receipt and opening, then answers 409 ALREADY_LEANED", async () => {
    const d = await insertDebate({ categoryId });
    const member = await createUser();
    const cookie = await login(member);
    expect((await status(d.id, cookie)).body).toEqual({ hasVoted: false, position: null, lean: null });
    const res = await lean(d.id, { lean: "undecided" }, cookie);
    expect(res.status).toBe(201);
    const [row] = await leanRows(d.id);
    expect(res.body).toEqual({
      debateId: d.id,
      lean: "undecided",
      late: false,
      receipt: row.commitment,
      opening: row.opening,
    });
    expect(Buffer.from(row.opening, "base64url")).toHaveLength(32);
    expect(row).toMatchObject({ userId: member.id, lean: "undecided", late: false, seq: 1, voidActionId: null });
    expect(row.commitment).toBe(commitmentOf(d.id, "undecided", false, row.opening));

    const again = await lean(d.id, { lean: "A" }, cookie);
    expect(again).toMatchObject({
      status: 409,
      body: { message: "You have already recorded where you stand", code: "ALREADY_LEANED" },
    });
    expect(await leanRows(d.id)).toHaveLength(1);
    // the member alone sees their own lean in their vote status; the vote after it is accepted
    expect((await status(d.id, cookie)).body).toEqual({
      hasVoted: false,
      position: null,
      lean: { lean: "undecided", late: false, receipt: row.commitment },
    });
    expect((await vote(d.id, cookie, "B")).status).toBe(201);
    expect((await status(d.id, cookie)).body).toEqual({
      hasVoted: true,
      position: "B",
      lean: { lean: "undecided", late: false, receipt: row.commitment },
    });
    const other = await login(await createUser());
    expect((await status(d.id, other)).body).toEqual({ hasVoted: false, position: null, lean: null });
  });

  it("answers 409 ALREADY_VOTED to a lean after the member's ballot", async () => {
    // three ballots on one other debate first, so that this ballot's id is not its debate's
    const other = await insertDebate({ categoryId });
    for (let i = 0; i < 3; i++) expect((await vote(other.id, await login(await createUser()))).status).toBe(201);
    const d = await insertDebate({ categoryId });
    const cookie = await login(await createUser());
    expect((await vote(d.id, cookie)).status).toBe(201);
    expect(await lean(d.id, { lean: "B" }, cookie)).toMatchObject({
      status: 409,
      body: { message: "Already voted", code: "ALREADY_VOTED" },
    });
    expect(await leanRows(d.id)).toEqual([]);
  });

  it("the database itself skips a lean whose member has a ballot there (leans_before, under the debate's lock)", async () => {
    const d = await insertDebate({ categoryId });
    const member = await insertPlainUser({ emailVerified: true });
    await getDb().insert(votes).values({ debateId: d.id, userId: member.id, position: "A" });
    const inserted = await getDb()
      .insert(leans)
      .values({ debateId: d.id, userId: member.id, lean: "B" })
      .returning({ id: leans.id });
    expect(inserted).toEqual([]);
  });

  it("refuses a closed debate (403), a taken-down or missing one (404)", async () => {
    const cookie = await login(await createUser());
    const closed = await insertDebate({ categoryId, ...endedAgo(1000) });
    expect(await lean(closed.id, { lean: "A" }, cookie)).toMatchObject({
      status: 403,
      body: { message: "Voting has ended for this debate", code: "FORBIDDEN" },
    });
    const hidden = await insertDebate({ categoryId, isActive: false });
    expect(await lean(hidden.id, { lean: "A" }, cookie)).toMatchObject({
      status: 404,
      body: { message: "Debate not found" },
    });
    expect(await lean(999999, { lean: "A" }, cookie)).toMatchObject({ status: 404 });
    expect(
      await call(leanPOST, "/api/debates/abc/lean", {
        method: "POST",
        body: { lean: "A" },
        cookie,
        params: { id: "abc" },
      }),
    ).toMatchObject({ status: 404 });
    expect(await leanRows(closed.id)).toEqual([]);
    expect(await leanRows(hidden.id)).toEqual([]);
  });

  it.each([
    ["a visitor", async () => undefined, 401, "Authentication required", "AUTH_REQUIRED"],
    [
      "an unverified member",
      async () => login(await createUser({ emailVerified: false })),
      403,
      "Email verification required",
      "EMAIL_NOT_VERIFIED",
    ],
    [
      "a suspended member",
      async () => login(await createUser({ status: "suspended", suspendedUntil: new Date(Date.now() + 3600_000) })),
      403,
      "Your account is suspended",
      "SUSPENDED",
    ],
  ])("refuses %s", async (_who, cookieOf, statusCode, message, code) => {
    const d = await insertDebate({ categoryId });
    const res = await lean(d.id, { lean: "A" }, await cookieOf());
    expect(res.status).toBe(statusCode);
    expect(res.body).toEqual({ message, code });
    expect(await leanRows(d.id)).toEqual([]);
  });

  it("refuses a banned account whose session was read before the ban (the account is read in the statement)", async () => {
    const d = await insertDebate({ categoryId });
    const member = await createUser();
    const actor = await actorFromCookie((await login(member)).split("=")[1]);
    await getDb().execute(sql`update users set status = 'banned' where id = ${member.id}`);
    await expect(recordLean(actor, d.id, { lean: "A" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Your account is not active",
    });
    expect(await leanRows(d.id)).toEqual([]);
  });

  it("takes only { lean: A | B | undecided }, nothing more", async () => {
    const d = await insertDebate({ categoryId });
    const cookie = await login(await createUser());
    expect(await lean(d.id, { lean: "C" }, cookie)).toMatchObject({
      status: 400,
      body: { message: "Lean must be A, B or undecided", errors: { lean: "Lean must be A, B or undecided" } },
    });
    expect(await lean(d.id, {}, cookie)).toMatchObject({ status: 400, body: { errors: { lean: expect.any(String) } } });
    expect((await lean(d.id, { lean: "A", late: false }, cookie)).status).toBe(400);
    expect((await lean(d.id, { lean: "A", opening: "mine" }, cookie)).status).toBe(400);
    expect(await leanRows(d.id)).toEqual([]);
    // a visitor is told 401 before anything about the body
    expect((await lean(d.id, { lean: "C" })).status).toBe(401);
  });

  it("stores exactly one of 20 concurrent leans by one member; the others are 409", async () => {
    const d = await insertDebate({ categoryId });
    const cookie = await login(await createUser());
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => lean(d.id, { lean: i % 2 ? "A" : "B" }, cookie)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === "ALREADY_LEANED")).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await leanRows(d.id)).toHaveLength(1);
  });
});

describe("late leans and POST /api/debates/{id}/play", () => {
  it("a lean after the member's first play is kept and marked late (its commitment says so); before it, in time", async () => {
    const d = await insertDebate({ categoryId });
    const watcher = await login(await createUser());
    const res = await play(d.id, watcher);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const late = await lean(d.id, { lean: "A" }, watcher);
    expect(late).toMatchObject({ status: 201, body: { lean: "A", late: true } });
    const [row] = await leanRows(d.id);
    expect(row.late).toBe(true);
    expect(row.commitment).toBe(commitmentOf(d.id, "A", true, row.opening));
    expect((await status(d.id, watcher)).body.lean).toEqual({ lean: "A", late: true, receipt: row.commitment });

    // in time: the lean first, the play after (and another member's play changes nothing for this one)
    const early = await login(await createUser());
    expect((await play(d.id, await login(await createUser()))).status).toBe(204);
    expect((await lean(d.id, { lean: "B" }, early)).body.late).toBe(false);
    expect((await play(d.id, early)).status).toBe(204);
    expect((await status(d.id, early)).body.lean.late).toBe(false);
  });

  it("records the first play once: later plays change nothing", async () => {
    const d = await insertDebate({ categoryId });
    const user = await createUser();
    const cookie = await login(user);
    expect((await play(d.id, cookie)).status).toBe(204);
    const first = await getDb().select().from(videoPlays).where(eq(videoPlays.userId, user.id));
    await new Promise((r) => setTimeout(r, 20));
    const again = await Promise.all([play(d.id, cookie), play(d.id, cookie), play(d.id, cookie)]);
    expect(again.map((r) => r.status)).toEqual([204, 204, 204]);
    const after = await getDb().select().from(videoPlays).where(eq(videoPlays.userId, user.id));
    expect(after).toHaveLength(1);
    expect(after).toEqual(first);
  });

  it("answers a visitor 401 and records nothing; a missing or taken-down debate 404", async () => {
    const d = await insertDebate({ categoryId });
    expect(await play(d.id)).toMatchObject({ status: 401, body: { code: "AUTH_REQUIRED" } });
    const { rows } = await getDb().execute(sql`select 1 from video_plays where debate_id = ${d.id}`);
    expect(rows).toEqual([]);
    const cookie = await login(await createUser());
    expect((await play(999999, cookie)).status).toBe(404);
    const hidden = await insertDebate({ categoryId, isActive: false });
    expect((await play(hidden.id, cookie)).status).toBe(404);
  });
});

describe("the lean board", () => {
  it("is sealed while open: counts and commitments only, no lean, no opening, no late flag", async () => {
    const d = await insertDebate({ categoryId });
    const cookie = await login(await createUser());
    const recorded = (await lean(d.id, { lean: "A" }, cookie)).body;
    const res = await board(d.id);
    expect(res.status).toBe(200);
    expect(res.body.leans).toEqual({ total: 1, batches: [], voided: [] });
    expect(res.text).not.toContain(recorded.opening);
    expect(res.text).not.toContain(recorded.receipt);
    expect(res.text).not.toMatch(/undecided|"lean":|"late"|"items"|opening/);
    const l = await ledger(d.id);
    expect(l.leans).toEqual({ accepted: 1, counted: 1, refused: { limit: 0, account: 0, second_vote: 0 }, voided: [] });
  });

  it("publishes batches of 25 like ballots: each held until the next fills, the held one merged with the rest at the deadline", async () => {
    const d = await insertDebate({ categoryId });
    const sidesOf = (n: number): Lean[] =>
      Array.from({ length: n }, (_, i) => (["A", "B", "undecided"] as const)[i % 3]);
    await addLeans(d.id, sidesOf(49));
    expect(await getDb().select().from(leanBatches).where(eq(leanBatches.debateId, d.id))).toEqual([]);
    expect((await board(d.id)).body.leans).toMatchObject({ total: 49, batches: [] });
    await addLeans(d.id, sidesOf(11));
    const rows = await leanRows(d.id);
    const bySeq = (from: number, to: number) =>
      rows.filter((r) => r.seq >= from && r.seq <= to).map((r) => r.commitment);
    const root0 = batchRoot("0".repeat(64), bySeq(1, 25));
    const open = (await board(d.id)).body.leans;
    expect(open).toEqual({
      total: 60,
      batches: [{ index: 0, size: 25, root: root0, commitments: [...bySeq(1, 25)].sort() }],
      voided: [],
    });
    const { rows: openRoot } = await getDb().execute<{ root: string }>(sql`select lean_last_root(${d.id}) as root`);
    expect(openRoot[0].root).toBe(root0);

    // a ballot by one of them, paired on the closed board
    const voter = rows.find((r) => r.seq === 7)!;
    await getDb().insert(votes).values({ debateId: d.id, userId: voter.userId, position: "B" });
    await getDb().execute(sql`update debates set votes_b = 1, vote_total = 1 where id = ${d.id}`);

    await endNow(d.id);
    const root1 = batchRoot(root0, bySeq(26, 60));
    // the board reads closed and complete before closing has stored the last batch
    const beforeClosing = (await board(d.id)).body;
    await closeDueDebates();
    const stored = await getDb().select().from(leanBatches).where(eq(leanBatches.debateId, d.id));
    expect(stored.map((b) => [b.index, b.size, b.root])).toEqual([
      [0, 25, root0],
      [1, 35, root1],
    ]);
    const closed = (await board(d.id)).body;
    expect(closed).toEqual(beforeClosing);
    expect(closed.leans.batches).toEqual([
      { index: 0, size: 25, root: root0, commitments: [...bySeq(1, 25)].sort() },
      { index: 1, size: 35, root: root1, commitments: [...bySeq(26, 60)].sort() },
    ]);
    const { rows: closedRoot } = await getDb().execute<{ root: string }>(sql`select lean_last_root(${d.id}) as root`);
    expect(closedRoot[0].root).toBe(root1);
    const [ballot] = await getDb().select().from(votes).where(eq(votes.debateId, d.id));
    expect(closed.leans.total).toBe(60);
    expect(closed.leans.voided).toEqual([]);
    expect(closed.leans.items).toEqual(
      [...rows]
        .sort((a, b) => (a.commitment < b.commitment ? -1 : 1))
        .map((r) => ({
          commitment: r.commitment,
          lean: r.lean,
          late: false,
          opening: r.opening,
          ballot: r.id === voter.id ? ballot.commitment : null,
        })),
    );
    for (const item of closed.leans.items)
      expect(item.commitment).toBe(commitmentOf(d.id, item.lean, item.late, item.opening));
  });

  it("a closed board with fewer than 25 leans has one batch of all of them; a debate without leans an empty section", async () => {
    const d = await insertDebate({ categoryId });
    const accounts = await addLeans(d.id, ["A", "undecided", "B"]);
    await getDb().execute(sql`update leans set late = true where user_id = ${accounts[1].id}`);
    expect((await board(d.id)).body.leans).toEqual({ total: 3, batches: [], voided: [] });
    await endNow(d.id);
    const closed = (await board(d.id)).body.leans;
    expect(closed.batches).toHaveLength(1);
    expect(closed.batches[0]).toMatchObject({ index: 0, size: 3 });
    // the late flag is published; a flag set without its commitment would not match it (the verifier catches that)
    const late = closed.items.find((i: { lean: string }) => i.lean === "undecided");
    expect(late.late).toBe(true);
    const empty = await insertDebate({ categoryId });
    expect((await board(empty.id)).body.leans).toEqual({ total: 0, batches: [], voided: [] });
    await endNow(empty.id);
    expect((await board(empty.id)).body.leans).toEqual({ total: 0, batches: [], voided: [], items: [] });
  });
});

describe("the integrity ledger's rules, applied to leans", () => {
  const punish = (userId: number, body: Record<string, unknown>) =>
    call(ban, `/api/admin/users/${userId}/ban`, { method: "POST", body, cookie: modCookie, ...idParams(userId) });

  it("counts a lean's refusals by rule, apart from the ballots'", async () => {
    const d = await insertDebate({ categoryId });
    const cookie = await login(await createUser());
    expect((await lean(d.id, { lean: "A" }, cookie)).status).toBe(201);
    expect((await lean(d.id, { lean: "B" }, cookie)).status).toBe(409);
    const voted = await login(await createUser());
    expect((await vote(d.id, voted)).status).toBe(201);
    expect((await lean(d.id, { lean: "B" }, voted)).status).toBe(409);
    expect((await lean(d.id, { lean: "A" }, await login(await createUser({ emailVerified: false })))).status).toBe(403);
    const busy = await createUser();
    for (let i = 0; i < LIMITS.lean.points; i++) await consumeLimit("lean", busy.id);
    expect(await lean(d.id, { lean: "A" }, await login(busy))).toMatchObject({
      status: 429,
      body: { code: "RATE_LIMITED" },
    });
    const l = await ledger(d.id);
    expect(l.leans).toEqual({
      accepted: 1,
      counted: 1,
      refused: { limit: 1, account: 1, second_vote: 2 },
      voided: [],
    });
    expect(l.refused).toEqual({ limit: 0, proof_of_work: 0, account: 0, second_vote: 0 });
    expect(l.accepted).toBe(1);
  });

  it("a ban for vote manipulation voids the member's leans on open debates with their ballots; a reversal restores them", async () => {
    const both = await insertDebate({ categoryId });
    const leanOnly = await insertDebate({ categoryId });
    const closes = await insertDebate({ categoryId });
    const cheat = await createUser();
    const cookie = await login(cheat);
    for (const d of [both, leanOnly, closes])
      expect((await lean(d.id, { lean: "undecided" }, cookie)).status).toBe(201);
    expect((await vote(both.id, cookie, "A")).status).toBe(201);
    const honest = await login(await createUser());
    expect((await lean(both.id, { lean: "B" }, honest)).status).toBe(201);
    await endNow(closes.id);
    const closedBoard = (await board(closes.id)).text;

    const res = await punish(cheat.id, { reason: "One person, forty accounts", rule: "vote_manipulation" });
    expect(res.status).toBe(200);
    await mailSent();
    const actionId = res.body.action.id;
    const leanOf = async (debateId: number) =>
      (
        await getDb()
          .select()
          .from(leans)
          .where(and(eq(leans.debateId, debateId), eq(leans.userId, cheat.id)))
      )[0];
    for (const d of [both, leanOnly]) {
      const row = await leanOf(d.id);
      expect(row.voidActionId).toBe(actionId);
      const voided = [{ commitment: row.commitment, rule: "vote_manipulation", actionId }];
      expect((await board(d.id)).body.leans.voided).toEqual(voided);
      expect((await ledger(d.id)).leans).toMatchObject({ voided, accepted: d.id === both.id ? 2 : 1 });
    }
    expect((await ledger(both.id)).leans.counted).toBe(1);
    // the closed debate keeps its lean as it closed
    expect((await leanOf(closes.id)).voidActionId).toBeNull();
    expect((await board(closes.id)).text).toBe(closedBoard);

    await endNow(leanOnly.id);
    const appeal = await insertAppeal(actionId, cheat.id);
    const decided = await call(decideRoute, `/api/moderation/appeals/${appeal.id}`, {
      method: "PATCH",
      body: { decision: "reversed", reason: "A shared school network, not a ring" },
      cookie: adminCookie,
      ...idParams(appeal.id),
    });
    expect(decided.status).toBe(200);
    await mailSent();
    expect((await leanOf(both.id)).voidActionId).toBeNull();
    expect((await ledger(both.id)).leans).toMatchObject({ accepted: 2, counted: 2, voided: [] });
    expect((await board(both.id)).body.leans.voided).toEqual([]);
    // closed meanwhile: the void stays; the voided lean is in the voided list only, without its lean (issue 34 item 4)
    expect((await leanOf(leanOnly.id)).voidActionId).toBe(actionId);
    const closed = (await board(leanOnly.id)).body.leans;
    expect(closed.items).toEqual([]);
    expect(closed.voided).toEqual([expect.objectContaining({ actionId })]);
    expect(JSON.stringify(closed)).not.toContain("undecided");
  });
});

describe("limits", () => {
  it("a lean costs what a vote costs: 30 a minute per member, given back when refused", async () => {
    expect(LIMITS.lean).toEqual(LIMITS.vote);
    expect([LIMITS.leanIp, LIMITS.leanNetwork, LIMITS.leanWide]).toEqual([
      LIMITS.voteIp,
      LIMITS.voteNetwork,
      LIMITS.voteWide,
    ]);
    const member = await createUser();
    const cookie = await login(member);
    const d = await insertDebate({ categoryId });
    expect((await lean(d.id, { lean: "A" }, cookie)).status).toBe(201);
    // 40 second leans: each refused (409) and its point given back, so none is 429
    for (let i = 0; i < 40; i++) expect((await lean(d.id, { lean: "B" }, cookie)).status).toBe(409);
    for (let i = 0; i < LIMITS.lean.points - 1; i++) await consumeLimit("lean", member.id);
    const next = await insertDebate({ categoryId });
    expect(await lean(next.id, { lean: "A" }, cookie)).toMatchObject({ status: 429, body: { code: "RATE_LIMITED" } });
    expect(await leanRows(next.id)).toEqual([]);
    // the vote's own budget is untouched
    expect((await vote(next.id, cookie)).status).toBe(201);
  });

  it("an address whose lean budget is used is refused (429) from it, not from elsewhere", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const d = await insertDebate({ categoryId });
    for (let i = 0; i < LIMITS.leanIp.points; i++) await consumeAddressLimits("lean", "192.0.2.77");
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    expect((await lean(d.id, { lean: "A" }, await login(await createUser()), from("192.0.2.77"))).status).toBe(429);
    expect((await lean(d.id, { lean: "A" }, await login(await createUser()), from("198.51.100.7"))).status).toBe(201);
    expect(await getDb().select().from(debates).where(eq(debates.id, d.id))).toHaveLength(1);
  });
});
