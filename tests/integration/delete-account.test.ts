import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as boardGET } from "../../app/api/debates/[id]/ballots/route";
import { POST as register } from "../../app/api/auth/register/route";
import { GET as authUser } from "../../app/api/auth/user/route";
import { DELETE as deleteMe } from "../../app/api/users/me/route";
import { POST as confirmOptionsRoute } from "../../app/api/auth/passkeys/confirm-options/route";
import { GET as transparencyGET } from "../../app/api/transparency/route";
import { LAST_ADMIN_CANNOT_DELETE } from "../../lib/accounts/deletion-rule";
import { getDb } from "../../lib/db";
import {
  appeals,
  authTokens,
  comments,
  debates,
  knownDevices,
  moderationActions,
  passkeys,
  reports,
  sessions,
  userRoles,
  users,
  usernameHistory,
  votes,
} from "../../lib/db/schema";
import { closeBoard } from "../../lib/server/ballots/close-board";
import { issueToken } from "../../lib/server/accounts/issue-token";
import { noteSignInDevice } from "../../lib/server/accounts/note-sign-in-device";
import { limiter } from "../../lib/server/limits/limiter";
import { solvedAltcha } from "../fixtures/altcha";
import { insertAction, insertAppeal } from "../fixtures/appeals";
import { commentCalls } from "../fixtures/comments";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { addPasskey } from "../fixtures/passkeys";
import { createUser, login, TEST_PASSWORD } from "../fixtures/users";

let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

const del = (cookie: string | undefined, body: unknown) =>
  call(deleteMe, "/api/users/me", { method: "DELETE", cookie, body });
const board = (id: number) => call(boardGET, `/api/debates/${id}/ballots`, { params: { id: String(id) } });
const count = async (table: typeof sessions | typeof knownDevices | typeof authTokens, userId: number) =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId))
  )[0].n;

/** Everything a deletion would change about the account, to show a refusal changes nothing. */
async function snapshot(userId: number) {
  const [user] = await getDb().select().from(users).where(eq(users.id, userId));
  const own = await getDb().select().from(comments).where(eq(comments.userId, userId));
  const roles = await getDb().select().from(userRoles).where(eq(userRoles.userId, userId));
  return {
    user,
    own,
    roles,
    sessions: await count(sessions, userId),
    devices: await count(knownDevices, userId),
    tokens: await count(authTokens, userId),
  };
}

/** A member with a ballot, a comment (with a reply by someone else), a known device, a pending token, a past name. */
async function memberWithTraces(opts: { username?: string } = {}) {
  const member = await createUser(opts);
  await getDb().update(users).set({ bio: "about me" }).where(eq(users.id, member.id));
  const debate = await insertDebate({ categoryId });
  await getDb().insert(votes).values({ debateId: debate.id, userId: member.id, position: "A" });
  await getDb()
    .update(debates)
    .set({ votesA: sql`${debates.votesA} + 1`, voteTotal: sql`${debates.voteTotal} + 1` })
    .where(eq(debates.id, debate.id));
  const [ballot] = await getDb().select().from(votes).where(eq(votes.userId, member.id));
  const comment = await insertComment(debate.id, member.id);
  const other = await createUser();
  await getDb()
    .insert(comments)
    .values({ debateId: debate.id, userId: other.id, parentId: comment.id, rootId: comment.id, content: "A reply" });
  await noteSignInDevice({ userId: member.id, deviceToken: "device-token-of-the-member" });
  await issueToken({ userId: member.id, kind: "password_reset" });
  await getDb()
    .insert(usernameHistory)
    .values({ userId: member.id, oldUsername: "old_name", newUsername: member.username, isVerified: true });
  return { member, debate, ballot, comment };
}

describe("DELETE /api/users/me: delete my account", () => {
  it("keeps the ballot counted and on the board with no link left, empties the comments, erases the rest, frees the name and the address", async () => {
    const { member, debate, ballot, comment } = await memberWithTraces({ username: "LeavingSoon" });
    const cookie = await login(member);
    const otherSession = await login(member);

    const res = await del(cookie, { password: TEST_PASSWORD, confirmUsername: "LeavingSoon" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your account has been deleted" });
    expect(res.setCookies[0]).toMatch(/^pv_session=;.*Max-Age=0/);

    // the tombstone: nothing personal, the name gone
    const [row] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      status: "deleted",
      email: null,
      passwordHash: null,
      bio: null,
      profileImage: null,
      username: `[deleted:${member.id}]`,
    });
    expect(await count(sessions, member.id)).toBe(0);
    expect(await count(knownDevices, member.id)).toBe(0);
    expect(await count(authTokens, member.id)).toBe(0);
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, member.id))).toEqual([]);
    expect(await getDb().select().from(usernameHistory).where(eq(usernameHistory.userId, member.id))).toEqual([]);
    // neither old cookie signs anyone in
    for (const old of [cookie, otherSession])
      expect((await call(authUser, "/api/auth/user", { cookie: old })).status).toBe(401);

    // the ballot: still counted, and on the board once the debate closes, with nothing that names the person
    const [kept] = await getDb().select().from(votes).where(eq(votes.id, ballot.id));
    expect(kept).toMatchObject({ commitment: ballot.commitment, position: "A" });
    const [d] = await getDb().select().from(debates).where(eq(debates.id, debate.id));
    expect(d).toMatchObject({ votesA: 1, voteTotal: 1 });
    expect((await board(debate.id)).body).toMatchObject({ status: "open", total: 1 });
    await getDb().execute(sql`update debates set voting_ends_at = now() - interval '1 second' where id = ${debate.id}`);
    await getDb().transaction((tx) => closeBoard(tx, debate.id));
    const closed = await board(debate.id);
    expect(closed.body).toMatchObject({ status: "closed", result: { A: 1, B: 0, total: 1 } });
    expect(closed.body.ballots).toEqual([{ commitment: ballot.commitment, side: "A", opening: ballot.opening }]);
    expect(closed.text).not.toMatch(/leavingsoon/i);

    // the comment: '[deleted]' by '[deleted user]', its reply kept
    const [emptied] = await getDb().select().from(comments).where(eq(comments.id, comment.id));
    expect(emptied.content).toBe("[deleted]");
    const reader = await createUser({ roles: ["pv_plus"] });
    const list = await commentCalls.list(debate.id, await login(reader));
    expect(list.status).toBe(200);
    expect(list.text).not.toMatch(/A comment|leavingsoon/i);
    expect(list.text).toContain("[deleted user]");
    expect(list.text).toContain("A reply");

    // the name and the address are free again
    const again = await call(register, "/api/auth/register", {
      method: "POST",
      body: {
        username: "leavingsoon",
        email: member.email,
        password: "Password123",
        confirmPassword: "Password123",
        altcha: await solvedAltcha(),
      },
    });
    expect(again.status).toBe(201);
  });

  it("keeps of the moderation records only what /transparency publishes: no report text, appeal statement or reason", async () => {
    const { member, comment } = await memberWithTraces();
    const moderator = await createUser({ roles: ["moderator"] });
    const warning = await insertAction({
      moderatorId: moderator.id,
      targetType: "user",
      targetId: member.id,
      action: "warn",
      rule: "spam",
    });
    const takedown = await insertAction({ moderatorId: moderator.id, targetType: "comment", targetId: comment.id });
    await insertAppeal(warning.id, member.id);
    const [report] = await getDb()
      .insert(reports)
      .values({
        reportedBy: member.id,
        targetType: "comment",
        targetId: comment.id,
        reason: "spam",
        description: "My own words",
      })
      .returning();
    const before = await call(transparencyGET, "/api/transparency");

    const res = await del(await login(member), { password: TEST_PASSWORD, confirmUsername: member.username });
    expect(res.status).toBe(200);
    const [w] = await getDb().select().from(moderationActions).where(eq(moderationActions.id, warning.id));
    expect(w).toMatchObject({ action: "warn", rule: "spam", reason: "[deleted]", createdAt: warning.createdAt });
    const [t] = await getDb().select().from(moderationActions).where(eq(moderationActions.id, takedown.id));
    expect(t).toEqual(takedown);
    const [a] = await getDb().select().from(appeals).where(eq(appeals.actionId, warning.id));
    expect(a).toMatchObject({ statement: "[deleted with the account]", status: "pending" });
    const [r] = await getDb().select().from(reports).where(eq(reports.id, report.id));
    expect(r).toMatchObject({ reason: "spam", description: null, status: "pending" });
    // the published figures do not move
    expect((await call(transparencyGET, "/api/transparency")).body).toEqual(before.body);
  });

  it("refuses the last admin (409) and changes nothing; with a second admin the first may go", async () => {
    const admins = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.role, "admin"), sql`${users.status} <> 'deleted'`));
    expect(admins[0].n, "no admin in this file's database yet").toBe(0);
    const admin = await createUser({ roles: ["admin"] });
    const cookie = await login(admin);
    const before = await snapshot(admin.id);
    const res = await del(cookie, { password: TEST_PASSWORD, confirmUsername: admin.username });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: LAST_ADMIN_CANNOT_DELETE, code: "CONFLICT" });
    expect(res.setCookies).toEqual([]);
    expect(await snapshot(admin.id)).toEqual(before);

    await createUser({ roles: ["admin"] });
    const ok = await del(cookie, { password: TEST_PASSWORD, confirmUsername: admin.username });
    expect(ok.status).toBe(200);
  });

  it("refuses a wrong password (403, counted as a failed sign-in) and a wrong username (400), changing nothing", async () => {
    const { member } = await memberWithTraces();
    const cookie = await login(member);
    const before = await snapshot(member.id);

    const wrongPassword = await del(cookie, { password: "NotMyPassword1", confirmUsername: member.username });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body).toEqual({
      message: "Password is incorrect",
      code: "FORBIDDEN",
      errors: { password: "Password is incorrect" },
    });
    expect((await limiter("loginAccount").get(`user:${member.id}`))?.consumedPoints).toBe(1);

    const wrongName = await del(cookie, { password: TEST_PASSWORD, confirmUsername: `${member.username}x` });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body).toEqual({
      message: "That is not your username",
      code: "BAD_REQUEST",
      errors: { confirmUsername: "That is not your username" },
    });
    const missing = await del(cookie, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      password: "Password is required",
      confirmUsername: "Type your username to confirm",
    });
    // the login-failure count did not move for the wrong username
    expect((await limiter("loginAccount").get(`user:${member.id}`))?.consumedPoints).toBe(1);
    expect(await snapshot(member.id)).toEqual(before);
    expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(200);
  });

  it("locks the account after ten wrong passwords (429), as failed sign-ins do", async () => {
    const member = await createUser();
    const cookie = await login(member);
    for (let i = 0; i < 10; i++)
      expect((await del(cookie, { password: `Wrong${i}pass`, confirmUsername: member.username })).status).toBe(403);
    const locked = await del(cookie, { password: TEST_PASSWORD, confirmUsername: member.username });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("RATE_LIMITED");
    const [row] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(row.status).toBe("active");
  });
});

describe("DELETE /api/users/me confirmed by a passkey instead of the password", () => {
  const confirmOptions = (cookie: string) =>
    call(confirmOptionsRoute, "/api/auth/passkeys/confirm-options", { method: "POST", cookie });

  it("deletes with the account's own passkey, which goes with the account", async () => {
    const { member } = await memberWithTraces();
    const key = await addPasskey(member);
    const cookie = await login(member);
    const options = await confirmOptions(cookie);
    expect(options.status).toBe(200);
    const res = await del(cookie, { passkey: key.authenticate(options.body), confirmUsername: member.username });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: "Your account has been deleted" });
    const [row] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: "deleted", email: null, passwordHash: null });
    expect(await getDb().select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
  });

  it("refuses another account's passkey, a replayed answer and a missing username, and changes nothing", async () => {
    const { member } = await memberWithTraces();
    const key = await addPasskey(member);
    const stranger = await createUser();
    const strangerKey = await addPasskey(stranger);
    const cookie = await login(member);
    const before = await snapshot(member.id);

    const first = await confirmOptions(cookie);
    const theirs = await del(cookie, {
      passkey: strangerKey.authenticate(first.body),
      confirmUsername: member.username,
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe("That passkey could not confirm it's you. Use one of this account's passkeys.");
    const second = await confirmOptions(cookie);
    const answer = key.authenticate(second.body);
    const noName = await del(cookie, { passkey: answer });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ confirmUsername: "Type your username to confirm" });
    const wrongKey = await del(cookie, {
      passkey: strangerKey.authenticate(second.body),
      confirmUsername: member.username,
    });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.message).toBe("That passkey could not confirm it's you. Use one of this account's passkeys.");
    // that answer spent the challenge: the right passkey's answer to it is now a replay
    const replay = await del(cookie, { passkey: answer, confirmUsername: member.username });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe("This passkey request has expired or was already used. Please try again.");
    expect(await snapshot(member.id)).toEqual(before);
    expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(200);
  });
});
