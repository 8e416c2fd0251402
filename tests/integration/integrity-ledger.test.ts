import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as ban } from "../../app/api/admin/users/[id]/ban/route";
import { POST as del } from "../../app/api/admin/users/[id]/delete/route";
import { POST as suspend } from "../../app/api/admin/users/[id]/suspend/route";
import { POST as lift } from "../../app/api/admin/users/[id]/lift-punishment/route";
import { POST as reactivate } from "../../app/api/admin/users/[id]/reactivate/route";
import { GET as userVotesGET } from "../../app/api/users/[id]/votes/route";
import { GET as boardGET } from "../../app/api/debates/[id]/ballots/route";
import { GET as integrityGET } from "../../app/api/debates/[id]/integrity/route";
import { GET as analyticsGET } from "../../app/api/admin/analytics/route";
import { GET as debateGET } from "../../app/api/debates/[id]/route";
import { GET as resultsJson } from "../../app/api/exports/results.json/route";
import { PATCH as decideRoute } from "../../app/api/moderation/appeals/[id]/route";
import { GET as transparencyGET } from "../../app/api/transparency/route";
import { POST as votePOST } from "../../app/api/votes/route";
import { POST as registerPOST } from "../../app/api/auth/register/route";
import { getDb } from "../../lib/db";
import { appeals, messageParticipants, messages, users, votes } from "../../lib/db/schema";
import { actorFromCookie } from "../../lib/server/accounts/get-actor";
import { consumeLimit } from "../../lib/server/limits/consume-limit";
import { castVote } from "../../lib/server/votes/cast-vote";
import { recordRefusal } from "../../lib/server/ballots/record-refusal";
import { closeDueDebates } from "../../lib/server/results/close-due-debates";
import { verifyBoard, verifyLedger, verifyVoidActions } from "../../scripts/verify-ballots.mjs";
import { insertAppeal } from "../fixtures/appeals";
import { mailSent } from "../fixtures/after";
import { createCategory, insertDebate } from "../fixtures/debates";
import { solvedAltcha } from "../fixtures/altcha";
import { call } from "../fixtures/http";
import { addVoters } from "../fixtures/voters";
import { createUser, login } from "../fixtures/users";
import type { VotePosition } from "../../lib/enums";
import { exactTallies } from "../fixtures/tallies";

/*
 * Issue 25, items 4 and 5 (docs/decisions/0017-integrity-ledger.md): each debate's integrity ledger counts the vote
 * attempts refused by rule and lists the ballots voided by a ban or deletion for vote manipulation; voiding happens in
 * the ban's transaction, only on open debates, and an appeal's reversal restores; after the deadline nothing changes,
 * and only then does the ledger show the verdict among accounts older than the debate.
 */

let categoryId: number;
let modCookie: string;
let adminCookie: string;

beforeAll(async () => {
  categoryId = (await createCategory()).id;
  modCookie = await login(await createUser({ roles: ["moderator"] }));
  adminCookie = await login(await createUser({ roles: ["admin"] }));
});

const idParams = (id: number) => ({ params: { id: String(id) } });
const ledger = async (id: number) => (await call(integrityGET, `/api/debates/${id}/integrity`, idParams(id))).body;
const board = async (id: number) => call(boardGET, `/api/debates/${id}/ballots`, idParams(id));
const vote = (debateId: number, cookie: string, position: VotePosition = "A") =>
  call(votePOST, "/api/votes", { method: "POST", cookie, body: { debateId, position } });
const punish = (route: typeof ban, userId: number, body: Record<string, unknown>, cookie = modCookie) =>
  call(route, `/api/admin/users/${userId}/x`, { method: "POST", body, cookie, ...idParams(userId) });
const tallies = async (id: number) => {
  const { A, B, total } = await exactTallies(id);
  return { A, B, total };
};
const endNow = (id: number) =>
  getDb().execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id = ${id}`);
/** Accounts that existed before the debate opened (a debate here opened an hour ago). */
const makeOlder = (ids: number[]) =>
  getDb().execute(
    sql`update users set joined_at = now() - interval '2 days' where id in ${sql.raw(`(${ids.join(",")})`)}`,
  );
const transparencyEntries = async (actionIds: number[]) => {
  const entries = new Map<number, Record<string, unknown>>();
  for (const id of actionIds) {
    const res = await call(transparencyGET, `/api/transparency?action=${id}`);
    const entry = res.body.log.items.find((e: { id: number }) => e.id === id);
    if (entry) entries.set(id, entry);
  }
  return entries;
};
/** The board, its ledger and the public log, checked as `npm run verify:ballots` checks them. */
async function verifyAll(debateId: number) {
  const b = (await board(debateId)).body;
  const checked = verifyBoard(b);
  if (!checked.ok) return checked.mismatch;
  const l = await ledger(debateId);
  return (
    verifyLedger(b, l) ??
    verifyVoidActions(b, await transparencyEntries((b.voided ?? []).map((v: { actionId: number }) => v.actionId))) ??
    "OK"
  );
}

describe("refused attempts, counted per debate and rule (counts only)", () => {
  it("a second vote, an unverified or suspended account and a limit are each counted once, on that debate only", async () => {
    const d = await insertDebate({ categoryId });
    const other = await insertDebate({ categoryId });
    const voter = await createUser();
    const cookie = await login(voter);
    expect((await vote(d.id, cookie)).status).toBe(201);
    expect(await vote(d.id, cookie, "B")).toMatchObject({ status: 409, body: { code: "ALREADY_VOTED" } });
    const unverified = await login(await createUser({ emailVerified: false }));
    expect(await vote(d.id, unverified)).toMatchObject({ status: 403, body: { code: "EMAIL_NOT_VERIFIED" } });
    const suspended = await login(
      await createUser({ status: "suspended", suspendedUntil: new Date(Date.now() + 3600_000) }),
    );
    expect(await vote(d.id, suspended)).toMatchObject({ status: 403, body: { code: "SUSPENDED" } });
    const busy = await createUser();
    for (let i = 0; i < 30; i++) await consumeLimit("vote", busy.id);
    expect(await vote(d.id, await login(busy))).toMatchObject({ status: 429, body: { code: "RATE_LIMITED" } });

    const l = await ledger(d.id);
    expect(l).toMatchObject({
      debateId: d.id,
      status: "open",
      accepted: 1,
      counted: 1,
      refused: { limit: 1, proof_of_work: 0, account: 2, second_vote: 1 },
      voided: [],
      verdicts: null,
    });
    expect(Object.keys(l).sort()).toEqual(
      ["accepted", "counted", "debateId", "leans", "refused", "status", "verdicts", "voided"].sort(),
    );
    expect((await ledger(other.id)).refused).toEqual({ limit: 0, proof_of_work: 0, account: 0, second_vote: 0 });
    // no username, no address, no user id in the ledger
    const text = JSON.stringify(l);
    for (const u of [voter, busy]) {
      expect(text).not.toContain(u.username);
      expect(text).not.toContain(u.email!);
    }
  });

  it("a refused registration counts for a debate only when its return path names that debate's page", async () => {
    const d = await insertDebate({ categoryId });
    await recordRefusal({ rule: "proof_of_work", from: `/debate/${d.id}`, ip: "198.51.100.7" });
    await recordRefusal({ rule: "proof_of_work", from: `/debate/${d.id}/ballots?x=1`, ip: "203.0.113.7" });
    await recordRefusal({ rule: "proof_of_work", from: `/debate/${d.id}0` });
    await recordRefusal({ rule: "proof_of_work", from: "/create" });
    await recordRefusal({ rule: "proof_of_work", from: null });
    await recordRefusal({ rule: "proof_of_work", from: `https://evil.example/debate/${d.id}` });
    expect((await ledger(d.id)).refused.proof_of_work).toBe(2);
  });

  it("a registration from a debate's page refused for its proof of work counts in that debate's ledger", async () => {
    const d = await insertDebate({ categoryId });
    const body = {
      username: "pow_refused",
      email: "pow.refused@example.com",
      password: "Password123",
      confirmPassword: "Password123",
      from: `/debate/${d.id}`,
    };
    const missing = await call(registerPOST, "/api/auth/register", { method: "POST", body });
    expect(missing.body.code).toBe("CHALLENGE_REQUIRED");
    const wrong = await call(registerPOST, "/api/auth/register", {
      method: "POST",
      body: { ...body, altcha: "bm9wZQ" },
    });
    expect(wrong.body.code).toBe("CHALLENGE_FAILED");
    // the same client twice: counted once (issue 34 item 7)
    expect((await ledger(d.id)).refused.proof_of_work).toBe(1);
    const solved = await call(registerPOST, "/api/auth/register", {
      method: "POST",
      body: { ...body, altcha: await solvedAltcha() },
    });
    expect(solved.status).toBe(201);
    expect((await ledger(d.id)).refused.proof_of_work).toBe(1);
  });

  it("one client cannot inflate the ledger: a refusal counts once per account, or per visitor's network, per debate and rule (issue 34 item 7)", async () => {
    const d = await insertDebate({ categoryId });
    const other = await insertDebate({ categoryId });
    const [first, second] = [await createUser(), await createUser()];
    for (const voter of [first, second]) {
      const cookie = await login(voter);
      expect((await vote(d.id, cookie)).status).toBe(201);
      for (let i = 0; i < 50; i++) expect((await vote(d.id, cookie, "B")).status).toBe(409);
      if (voter === first) expect((await ledger(d.id)).refused.second_vote).toBe(1);
    }
    expect((await ledger(d.id)).refused.second_vote).toBe(2);
    // an unverified account, 20 times: one; the same account on another debate counts there
    const unverified = await login(await createUser({ emailVerified: false }));
    for (let i = 0; i < 20; i++) expect((await vote(d.id, unverified)).status).toBe(403);
    expect((await vote(other.id, unverified)).status).toBe(403);
    expect((await ledger(d.id)).refused).toMatchObject({ account: 1, second_vote: 2 });
    expect((await ledger(other.id)).refused).toMatchObject({ account: 1 });
    // a visitor's bad proofs: once per network (/24 for IPv4, /64 for IPv6), whatever the address within it
    for (const ip of ["192.0.2.1", "192.0.2.99", "192.0.2.200", "2001:db8::1", "2001:db8::2", "198.51.100.1"])
      await recordRefusal({ rule: "proof_of_work", from: `/debate/${d.id}`, ip });
    expect((await ledger(d.id)).refused.proof_of_work).toBe(3);
    // the table keeps keyed hashes only, and forgets them when the debate closes
    const { rows } = await getDb().execute<{ client: string }>(
      sql`select client from integrity_refusal_clients where debate_id = ${d.id}`,
    );
    expect(rows).toHaveLength(6);
    for (const { client } of rows) {
      expect(client).not.toMatch(/192\.0\.2|2001:db8|198\.51/);
      expect(client).not.toBe(String(first.id));
    }
    await endNow(d.id);
    await closeDueDebates();
    const { rows: kept } = await getDb().execute(
      sql`select 1 from integrity_refusal_clients where debate_id = ${d.id}`,
    );
    expect(kept).toEqual([]);
    expect((await ledger(d.id)).refused).toMatchObject({ account: 1, second_vote: 2, proof_of_work: 3 });
  });

  it("counts nothing on a closed or taken-down debate: a closed ledger no longer moves", async () => {
    const closed = await insertDebate({ categoryId });
    await endNow(closed.id);
    const cookie = await login(await createUser());
    expect((await vote(closed.id, cookie)).status).toBe(403);
    await recordRefusal({ rule: "proof_of_work", debateId: closed.id });
    expect((await ledger(closed.id)).refused).toEqual({ limit: 0, proof_of_work: 0, account: 0, second_vote: 0 });
    const hidden = await insertDebate({ categoryId, isActive: false });
    await recordRefusal({ rule: "limit", debateId: hidden.id });
    const { rows } = await getDb().execute(sql`select 1 from integrity_refusals where debate_id = ${hidden.id}`);
    expect(rows).toEqual([]);
  });
});

describe("voiding in the open", () => {
  it("a ban for vote manipulation voids the account's ballots on open debates in the ban's transaction; a closed board stays as it closed", async () => {
    const open1 = await insertDebate({ categoryId });
    const open2 = await insertDebate({ categoryId });
    const ended = await insertDebate({ categoryId });
    const others = await addVoters(open1.id, [{ side: "A" }, { side: "B" }]);
    const cheat = await createUser();
    const cookie = await login(cheat);
    for (const [d, side] of [
      [open1, "B"],
      [open2, "A"],
      [ended, "B"],
    ] as const) {
      expect((await vote(d.id, cookie, side)).status).toBe(201);
    }
    await endNow(ended.id);
    const endedBoard = (await board(ended.id)).text;
    const endedTallies = await tallies(ended.id);
    const totalVotes = async () =>
      (await call(analyticsGET, "/api/admin/analytics", { cookie: adminCookie })).body.totalVotes as number;
    const before = await totalVotes();

    const res = await punish(ban, cheat.id, { reason: "One person, forty accounts", rule: "vote_manipulation" });
    expect(res.status).toBe(200);
    await mailSent();
    const actionId = res.body.action.id;
    expect(res.body.action).toMatchObject({ action: "ban", rule: "vote_manipulation" });

    // the tally drops them
    expect(await tallies(open1.id)).toEqual({ A: 1, B: 1, total: 2 });
    expect(await tallies(open2.id)).toEqual({ A: 0, B: 0, total: 0 });
    // they stay on the board, marked void with the action's id
    const [ballot] = await getDb()
      .select({ commitment: votes.commitment, voidActionId: votes.voidActionId })
      .from(votes)
      .where(and(eq(votes.debateId, open1.id), eq(votes.userId, cheat.id)));
    expect(ballot.voidActionId).toBe(actionId);
    const b = (await board(open1.id)).body;
    expect(b).toMatchObject({
      total: 3,
      voided: [{ commitment: ballot.commitment, rule: "vote_manipulation", actionId }],
    });
    expect(await ledger(open1.id)).toMatchObject({
      accepted: 3,
      counted: 2,
      voided: [{ commitment: ballot.commitment, rule: "vote_manipulation", actionId }],
      verdicts: null,
    });
    expect(await verifyAll(open1.id)).toBe("OK");
    // the debate's public view and the staff's figures count without them
    const view = await call(debateGET, `/api/debates/${open1.id}`, idParams(open1.id));
    expect(view.body.voteCount.total).toBe(2);
    expect(await totalVotes()).toBe(before - 2);
    // after the deadline nothing was voided or changed
    expect((await board(ended.id)).text).toBe(endedBoard);
    expect(await tallies(ended.id)).toEqual(endedTallies);
    expect((await ledger(ended.id)).voided).toEqual([]);
    // the notice says so
    const [notice] = await getDb()
      .select({ content: messages.content })
      .from(messageParticipants)
      .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
      .where(eq(messageParticipants.userId, cheat.id));
    expect(notice.content).toContain("Your 2 ballots on debates still open were voided");
    expect(notice.content).toContain("Rule applied: Vote manipulation (the rule the moderator applied)");

    // closed: the result, the export and the verifier all leave the void out; the ledger shows both verdicts
    await endNow(open1.id);
    await closeDueDebates();
    const closed = (await board(open1.id)).body;
    expect(closed.result).toEqual({ A: 1, B: 1, total: 2 });
    // the voided ballot is in its batch and the voided list, never listed with its side (issue 34 item 4)
    expect(closed.ballots.find((x: { commitment: string }) => x.commitment === ballot.commitment)).toBeUndefined();
    expect(closed.voided).toEqual([{ commitment: ballot.commitment, rule: "vote_manipulation", actionId }]);
    expect(closed.batches.flatMap((x: { commitments: string[] }) => x.commitments)).toContain(ballot.commitment);
    expect(await verifyAll(open1.id)).toBe("OK");
    const exported = (await call(resultsJson, "/api/exports/results.json")).body;
    const row = (Array.isArray(exported) ? exported : (exported.debates ?? exported.items)).find(
      (x: { id: number }) => x.id === open1.id,
    );
    expect(row).toMatchObject({ A: 1, B: 1, total: 2 });
    expect(others).toHaveLength(2);
  });

  it("a ban for another rule, a suspension for vote manipulation and a plain ban void nothing", async () => {
    const d = await insertDebate({ categoryId });
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    for (const u of [a, b, c]) expect((await vote(d.id, await login(u))).status).toBe(201);
    expect((await punish(ban, a.id, { reason: "Spam everywhere", rule: "spam" })).status).toBe(200);
    expect((await punish(ban, b.id, { reason: "No rule named" })).status).toBe(200);
    expect(
      (await punish(suspend, c.id, { reason: "Cooling off", duration: 24, rule: "vote_manipulation" })).status,
    ).toBe(200);
    await mailSent();
    expect(await tallies(d.id)).toEqual({ A: 3, B: 0, total: 3 });
    expect((await ledger(d.id)).voided).toEqual([]);
  });

  it("a vote on its way when its account is banned is refused, not stored unvoided (the session was read before)", async () => {
    const d = await insertDebate({ categoryId });
    const late = await createUser();
    const actor = await actorFromCookie((await login(late)).split("=")[1]);
    expect(actor).toMatchObject({ id: late.id, status: "active" });
    await getDb().update(users).set({ status: "banned" }).where(eq(users.id, late.id));
    await expect(castVote(actor, { debateId: d.id, position: "A" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Your account is not active",
    });
    expect(await tallies(d.id)).toEqual({ A: 0, B: 0, total: 0 });
    expect((await ledger(d.id)).refused.account).toBe(1);
  });

  // issue 34 item 9: reactivating a banned account made its appeal moot, yet left its ballots void with no way back,
  // and the public log showed the ban without its lift. Lifting the ban undoes it, as a reversal on appeal does.
  for (const [kind, route] of [
    ["lift", lift],
    ["reactivate", reactivate],
  ] as const) {
    it(`a ${kind} of a ban for vote manipulation restores its ballots on debates still open; the log shows it`, async () => {
      const stillOpen = await insertDebate({ categoryId });
      const closesFirst = await insertDebate({ categoryId });
      const cheat = await createUser();
      const cookie = await login(cheat);
      expect((await vote(stillOpen.id, cookie, "B")).status).toBe(201);
      expect((await vote(closesFirst.id, cookie, "A")).status).toBe(201);
      const banned = await punish(ban, cheat.id, { reason: "Ring", rule: "vote_manipulation" });
      const banId = banned.body.action.id;
      const appeal = await insertAppeal(banId, cheat.id);
      await mailSent();
      expect(await tallies(stillOpen.id)).toEqual({ A: 0, B: 0, total: 0 });
      await endNow(closesFirst.id);
      const closedBoard = (await board(closesFirst.id)).text;

      const lifted = await punish(route, cheat.id, { reason: "A shared school network after all" });
      expect(lifted.status).toBe(200);
      await mailSent();
      const liftId = lifted.body.action.id;

      // the open debate counts the ballot again, and its ledger voids nothing; the closed one stays as it closed
      expect(await tallies(stillOpen.id)).toEqual({ A: 0, B: 1, total: 1 });
      expect((await ledger(stillOpen.id)).voided).toEqual([]);
      expect(await verifyAll(stillOpen.id)).toBe("OK");
      expect((await board(closesFirst.id)).text).toBe(closedBoard);
      expect(await tallies(closesFirst.id)).toEqual({ A: 0, B: 0, total: 0 });
      expect((await ledger(closesFirst.id)).voided).toEqual([expect.objectContaining({ actionId: banId })]);
      expect(await verifyAll(closesFirst.id)).toBe("OK");
      // the voter's own history (the ban ended their sessions): the open debate's ballot counts, the closed one's not
      const history = (
        await call(userVotesGET, `/api/users/${cheat.id}/votes`, { cookie: await login(cheat), ...idParams(cheat.id) })
      ).body as { debate: { id: number }; voidedBy?: number }[];
      expect(history.find((h) => h.debate.id === stillOpen.id)).not.toHaveProperty("voidedBy");
      expect(history.find((h) => h.debate.id === closesFirst.id)?.voidedBy).toBe(banId);

      // the appeal is moot: nothing is left to decide, and the person is told what came back
      const [a] = await getDb().select().from(appeals).where(eq(appeals.id, appeal.id));
      expect(a.status).toBe("moot");
      const inbox = await getDb()
        .select({ subject: messages.subject, content: messages.content })
        .from(messageParticipants)
        .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
        .where(eq(messageParticipants.userId, cheat.id));
      expect(inbox.map((m) => m.content).join("\n")).toContain(
        "Your account is active again. Your ballot on a debate still open counts again.",
      );

      // the public log: the lift is an entry of its own naming the ban, and the ban says the day it was lifted
      const entries = await transparencyEntries([banId, liftId]);
      const today = new Date().toISOString().slice(0, 10);
      expect(entries.get(liftId)).toMatchObject({
        action: kind,
        target: "account",
        rule: "vote_manipulation",
        appealed: false,
        ends: banId,
        liftedOn: null,
      });
      expect(entries.get(banId)).toMatchObject({ action: "ban", outcome: "moot", liftedOn: today, ends: null });
    });
  }

  it("the verifier fails a void on an open board whose ban was lifted", async () => {
    const d = await insertDebate({ categoryId });
    const cheat = await createUser();
    expect((await vote(d.id, await login(cheat))).status).toBe(201);
    const res = await punish(ban, cheat.id, { reason: "Ring", rule: "vote_manipulation" });
    await mailSent();
    const b = (await board(d.id)).body;
    const entry = {
      action: "ban",
      target: "account",
      rule: "vote_manipulation",
      outcome: null,
      liftedOn: "2026-12-01",
    };
    expect(verifyVoidActions(b, new Map([[res.body.action.id, entry]]))).toBe(
      `voided ${b.voided[0].commitment}: action ${res.body.action.id} was lifted on 2026-12-01, yet the ballot is still void`,
    );
  });

  it("a deletion for vote manipulation voids too (a deletion cannot be appealed, so the void stays)", async () => {
    const d = await insertDebate({ categoryId });
    const cheat = await createUser();
    expect((await vote(d.id, await login(cheat), "B")).status).toBe(201);
    const res = await punish(del, cheat.id, { reason: "Throwaway account", rule: "vote_manipulation" });
    expect(res.status).toBe(200);
    await mailSent();
    expect(await tallies(d.id)).toEqual({ A: 0, B: 0, total: 0 });
    expect((await ledger(d.id)).voided).toEqual([expect.objectContaining({ actionId: res.body.action.id })]);
    expect(await verifyAll(d.id)).toBe("OK");
  });

  it("an appeal's reversal restores the ballots on debates still open; a debate closed meanwhile keeps the void", async () => {
    const stillOpen = await insertDebate({ categoryId });
    const closesFirst = await insertDebate({ categoryId });
    const cheat = await createUser();
    const cookie = await login(cheat);
    expect((await vote(stillOpen.id, cookie, "A")).status).toBe(201);
    expect((await vote(closesFirst.id, cookie, "A")).status).toBe(201);
    const banned = await punish(ban, cheat.id, { reason: "Looked like a ring", rule: "vote_manipulation" });
    await mailSent();
    const actionId = banned.body.action.id;
    expect(await tallies(stillOpen.id)).toEqual({ A: 0, B: 0, total: 0 });
    await endNow(closesFirst.id);
    const closedBoard = (await board(closesFirst.id)).text;

    const appeal = await insertAppeal(actionId, cheat.id);
    const decided = await call(decideRoute, `/api/moderation/appeals/${appeal.id}`, {
      method: "PATCH",
      body: { decision: "reversed", reason: "A shared school network, not a ring" },
      cookie: adminCookie,
      ...idParams(appeal.id),
    });
    expect(decided.status).toBe(200);
    await mailSent();
    expect(await tallies(stillOpen.id)).toEqual({ A: 1, B: 0, total: 1 });
    expect((await ledger(stillOpen.id)).voided).toEqual([]);
    expect(await verifyAll(stillOpen.id)).toBe("OK");
    // the closed board never changes
    expect((await board(closesFirst.id)).text).toBe(closedBoard);
    expect(await tallies(closesFirst.id)).toEqual({ A: 0, B: 0, total: 0 });
    const [user] = await getDb().select({ status: users.status }).from(users).where(eq(users.id, cheat.id));
    expect(user.status).toBe("active");
    // and the public log shows the action reversed; the closed board's void still names it
    expect((await transparencyEntries([actionId])).get(actionId)).toMatchObject({
      action: "ban",
      rule: "vote_manipulation",
      outcome: "reversed",
    });
    expect(await verifyAll(closesFirst.id)).toBe("OK");
  });

  it("the verifier fails a void that names no public ban or deletion, or a reversed one on an open board", async () => {
    const d = await insertDebate({ categoryId });
    const cheat = await createUser();
    expect((await vote(d.id, await login(cheat))).status).toBe(201);
    const res = await punish(ban, cheat.id, { reason: "Ring", rule: "vote_manipulation" });
    await mailSent();
    const b = (await board(d.id)).body;
    const actionId = res.body.action.id;
    expect(verifyVoidActions(b, new Map())).toBe(
      `voided ${b.voided[0].commitment}: action ${actionId} is not on the public log`,
    );
    expect(
      verifyVoidActions(b, new Map([[actionId, { action: "takedown", target: "debate", rule: "vote_manipulation" }]])),
    ).toMatch(/is a takedown of a debate, not a ban or deletion of an account/);
    expect(
      verifyVoidActions(
        b,
        new Map([[actionId, { action: "ban", target: "account", rule: "vote_manipulation", outcome: "reversed" }]]),
      ),
    ).toMatch(/was reversed on appeal, yet the ballot is still void/);
    // a ledger that disagrees with the board
    const l = await ledger(d.id);
    expect(verifyLedger(b, { ...l, voided: [] })).toBe("the ledger's voided ballots are not the board's");
    expect(verifyLedger(b, { ...l, counted: 1 })).toMatch(/^the ledger counted 1/);
  });
});

describe("the verdict among accounts older than the debate", () => {
  it("is never shown before the deadline; after it, beside the verdict of all ballots, saying whether they agree", async () => {
    const d = await insertDebate({ categoryId });
    const old = await addVoters(d.id, [{ side: "A" }, { side: "A" }, { side: "B" }]);
    await makeOlder(old.map((u) => u.id));
    // the newer accounts' ballots: 5 or more a side, above the small-cell floor (below it: small-cells.test.ts)
    await addVoters(d.id, [...Array(5).fill({ side: "A" }), ...Array(8).fill({ side: "B" })]);
    const open = await call(integrityGET, `/api/debates/${d.id}/integrity`, idParams(d.id));
    expect(open.body.verdicts).toBeNull();
    expect(open.text).not.toMatch(/established|"all"|agree/);
    expect(verifyLedger((await board(d.id)).body, { ...open.body, verdicts: { all: {}, established: {} } })).toBe(
      "the ledger shows a verdict while voting is open",
    );

    await endNow(d.id);
    expect((await ledger(d.id)).verdicts).toEqual({
      all: { A: 7, B: 9, total: 16, winner: "B" },
      established: { A: 2, B: 1, total: 3, winner: "A", suppressed: false },
      agree: false,
    });
    expect(await verifyAll(d.id)).toBe("OK");

    const agreeing = await insertDebate({ categoryId });
    await makeOlder((await addVoters(agreeing.id, [{ side: "B" }])).map((u) => u.id));
    await addVoters(agreeing.id, [...Array(5).fill({ side: "B" }), ...Array(5).fill({ side: "A" })]);
    await endNow(agreeing.id);
    expect((await ledger(agreeing.id)).verdicts).toMatchObject({ agree: true, established: { winner: "B" } });
  });
});
