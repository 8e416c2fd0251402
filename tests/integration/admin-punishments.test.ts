import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as ban } from "../../app/api/admin/users/[id]/ban/route";
import { POST as del } from "../../app/api/admin/users/[id]/delete/route";
import { POST as lift } from "../../app/api/admin/users/[id]/lift-punishment/route";
import { POST as reactivate } from "../../app/api/admin/users/[id]/reactivate/route";
import { POST as suspend } from "../../app/api/admin/users/[id]/suspend/route";
import { GET as authUser } from "../../app/api/auth/user/route";
import { GET as listMessages } from "../../app/api/messages/route";
import { POST as register } from "../../app/api/auth/register/route";
import { getDb } from "../../lib/db";
import { messageParticipants, messages, moderationActions, sessions, users } from "../../lib/db/schema";
import { DELETED_USER_NAME } from "../../lib/server/users/display-name";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { createUser, login } from "../fixtures/users";
import { mailSent } from "../fixtures/after";
import { solvedAltcha } from "../fixtures/altcha";

const post = async (route: typeof ban, id: number | string, cookie: string | undefined, body: unknown) =>
  call(route, `/api/admin/users/${id}/x`, { method: "POST", body, cookie, params: { id: String(id) } });

/** Everything a punishment writes, to show a refusal changes nothing. */
async function snapshot(userId: number) {
  const db = getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const count = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  return {
    user,
    sessions: await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    ),
    actions: await count(db.select({ n: sql<number>`count(*)::int` }).from(moderationActions)),
    messages: await count(db.select({ n: sql<number>`count(*)::int` }).from(messages)),
  };
}

const inboxOf = (userId: number) =>
  getDb()
    .select({ subject: messages.subject, content: messages.content, senderId: messages.senderId, type: messages.type })
    .from(messageParticipants)
    .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
    .where(eq(messageParticipants.userId, userId));

describe("punishments: who may act on whom", () => {
  it("a visitor gets 401", async () => {
    const target = await createUser();
    const before = await snapshot(target.id);
    const res = await post(ban, target.id, undefined, { reason: "spam" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required", code: "AUTH_REQUIRED" });
    expect(await snapshot(target.id)).toEqual(before);
  });

  it("a plain user or PV+ member gets 403", async () => {
    const target = await createUser();
    for (const roles of [[], ["pv_plus"]] as const) {
      const caller = await createUser({ roles: [...roles] });
      const before = await snapshot(target.id);
      const res = await post(ban, target.id, await login(caller), { reason: "spam" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "You don't have permission to do this", code: "FORBIDDEN" });
      expect(await snapshot(target.id)).toEqual(before);
    }
  });

  it("a moderator cannot punish an admin or another moderator, and nothing changes", async () => {
    const moderator = await createUser({ roles: ["moderator"] });
    const cookie = await login(moderator);
    for (const roles of [["admin"], ["moderator"], ["pv_plus", "moderator"]] as const) {
      const target = await createUser({ roles: [...roles] });
      await login(target);
      const before = await snapshot(target.id);
      for (const route of [suspend, ban, del]) {
        const res = await post(route, target.id, cookie, { reason: "no" });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          message:
            "Moderators cannot act on other staff members: only an admin can warn or punish a moderator or an admin",
          code: "FORBIDDEN",
        });
      }
      expect(await snapshot(target.id)).toEqual(before);
    }
  });

  it("nobody can punish themselves (admin or moderator)", async () => {
    for (const roles of [["admin"], ["moderator"]] as const) {
      const me = await createUser({ roles: [...roles] });
      const cookie = await login(me);
      const before = await snapshot(me.id);
      const res = await post(ban, me.id, cookie, { reason: "me" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "You cannot take this action on your own account", code: "FORBIDDEN" });
      expect(await snapshot(me.id)).toEqual(before);
    }
  });

  it("an admin may punish a moderator and another admin", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const cookie = await login(admin);
    for (const roles of [["moderator"], ["admin"]] as const) {
      const target = await createUser({ roles: [...roles] });
      const res = await post(suspend, target.id, cookie, { reason: "cool off", duration: 6 });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: target.id, status: "suspended" });
    }
  });

  it("answers 404 for a user that does not exist or an id that is not one", async () => {
    const cookie = await login(await createUser({ roles: ["admin"] }));
    for (const id of ["999999", "abc", "0"]) {
      const res = await post(ban, id, cookie, { reason: "x" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "User not found", code: "NOT_FOUND" });
    }
  });
});

describe("punishments: input", () => {
  it.each([
    ["no reason", {}, "Reason is required"],
    ["a blank reason", { reason: "   " }, "Reason is required"],
    ["a NUL byte in the reason", { reason: "bad\u0000reason" }, "Text must not contain NUL characters"],
  ])("refuses %s with 400 and changes nothing", async (_, body, message) => {
    const cookie = await login(await createUser({ roles: ["moderator"] }));
    const target = await createUser();
    const before = await snapshot(target.id);
    const res = await post(ban, target.id, cookie, body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(res.body.errors).toHaveProperty("reason");
    expect(await snapshot(target.id)).toEqual(before);
  });

  it.each([[0], [2], [25], ["24"], [-1]])("refuses a suspension of %s hours", async (duration) => {
    const cookie = await login(await createUser({ roles: ["moderator"] }));
    const target = await createUser();
    const before = await snapshot(target.id);
    const res = await post(suspend, target.id, cookie, { reason: "x", duration });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Duration must be one of 1, 6, 24, 72, 168 or 720 hours",
      errors: { duration: "Duration must be one of 1, 6, 24, 72, 168 or 720 hours" },
      code: "BAD_REQUEST",
    });
    expect(await snapshot(target.id)).toEqual(before);
  });
});

describe("punishments: what they do", () => {
  it("suspend: 24 hours by default, every session ends, an action, an inbox message and an email (even unsubscribed)", async () => {
    const moderator = await createUser({ roles: ["moderator"] });
    const target = await createUser();
    await getDb().update(users).set({ unsubscribed: true }).where(eq(users.id, target.id));
    const targetCookie = await login(target);
    await login(target, true);
    const res = await post(suspend, target.id, await login(moderator), { reason: "  Spamming links  " });
    expect(res.status).toBe(200);
    const until = new Date(res.body.user.suspendedUntil).getTime();
    expect(Math.abs(until - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    expect(res.body.user).toMatchObject({
      id: target.id,
      status: "suspended",
      email: target.email,
      role: "user",
      roles: [],
    });
    expect(res.body.action).toMatchObject({
      moderatorId: moderator.id,
      moderatorName: moderator.username,
      targetType: "user",
      targetId: target.id,
      action: "suspend",
      reason: "Spamming links",
      duration: 24,
    });
    const after = await snapshot(target.id);
    expect(after.sessions).toBe(0);
    expect(after.user.status).toBe("suspended");
    expect((await call(authUser, "/api/auth/user", { cookie: targetCookie })).status).toBe(401);
    const [message] = await inboxOf(target.id);
    expect(message).toMatchObject({
      subject: "Your account has been suspended",
      senderId: moderator.id,
      type: "direct",
    });
    expect(message.content).toContain("Facts given by the moderator: Spamming links");
    await mailSent();
    const [mail] = await mailTo(target.email!);
    expect(mail).toMatchObject({ subject: "Your account has been suspended", kind: "punishment_notice" });
    expect(mail.text).toContain("Spamming links");
    expect(mail.text).toContain("suspended until");
    // once lifted, the inbox shows the notices from the site's moderation, never the moderator (issue 24 item 6.13)
    expect((await post(lift, target.id, await login(moderator), { reason: "Served" })).status).toBe(200);
    const inbox = await call(listMessages, "/api/messages", { cookie: await login(target) });
    expect(inbox.body.map((m: { senderName: string; senderId: number | null }) => [m.senderName, m.senderId])).toEqual(
      inbox.body.map(() => ["People's Verdict moderation", null]),
    );
    expect(inbox.body.length).toBeGreaterThan(0);
  });

  it("suspend for 1 hour records duration 1", async () => {
    const target = await createUser();
    const res = await post(suspend, target.id, await login(await createUser({ roles: ["admin"] })), {
      reason: "x",
      duration: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.action.duration).toBe(1);
  });

  it("ban: permanent (duration null), and the banned user's open session stops working on its next request", async () => {
    const target = await createUser();
    const cookie = await login(target);
    expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(200);
    const res = await post(ban, target.id, await login(await createUser({ roles: ["moderator"] })), {
      reason: "Hate speech",
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ status: "banned", suspendedUntil: null });
    expect(res.body.action).toMatchObject({ action: "ban", duration: null });
    expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("delete: removes email, password, bio and image, frees the username, shows '[deleted user]', mails the old address", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const target = await createUser({ username: "GoneSoon" });
    await getDb()
      .update(users)
      .set({ bio: "about me", profileImage: "https://img.example/a.png" })
      .where(eq(users.id, target.id));
    const cookie = await login(target);
    const res = await post(del, target.id, await login(admin), { reason: "Requested by law" });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: target.id, status: "deleted", email: null });
    const [row] = await getDb().select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, bio: null, profileImage: null, status: "deleted" });
    expect(row.username).not.toMatch(/gonesoon/i);
    expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(401);
    await mailSent();
    const [mail] = await mailTo(target.email!);
    expect(mail).toMatchObject({ subject: "Your account has been deleted", kind: "punishment_notice" });
    // the name and the address are free again
    const again = await call(register, "/api/auth/register", {
      method: "POST",
      body: {
        username: "gonesoon",
        email: target.email,
        password: "Password123",
        confirmPassword: "Password123",
        altcha: await solvedAltcha(),
      },
    });
    expect(again.status).toBe(201);
    expect(DELETED_USER_NAME).toBe("[deleted user]");
  });

  it("suspend, ban and delete only active users (409, nothing changes)", async () => {
    const cookie = await login(await createUser({ roles: ["admin"] }));
    for (const status of ["suspended", "banned", "deleted"] as const) {
      const target = await createUser({
        status,
        suspendedUntil: status === "suspended" ? new Date(Date.now() + 3600_000) : null,
      });
      const before = await snapshot(target.id);
      for (const route of [suspend, ban, del]) {
        const res = await post(route, target.id, cookie, { reason: "again" });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: "User is not active", code: "CONFLICT" });
      }
      expect(await snapshot(target.id)).toEqual(before);
    }
  });

  it("reactivate and lift only suspended or banned users (409 otherwise)", async () => {
    const cookie = await login(await createUser({ roles: ["admin"] }));
    for (const status of ["active", "deleted"] as const) {
      const target = await createUser({ status });
      const before = await snapshot(target.id);
      for (const route of [reactivate, lift]) {
        const res = await post(route, target.id, cookie, { reason: "ok" });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: "User is not suspended or banned", code: "CONFLICT" });
      }
      expect(await snapshot(target.id)).toEqual(before);
    }
  });

  it.each([
    ["reactivate", reactivate, "banned"],
    ["lift", lift, "suspended"],
  ] as const)("%s makes a %s user active again", async (action, route, status) => {
    const target = await createUser({
      status,
      suspendedUntil: status === "suspended" ? new Date(Date.now() + 3600_000) : null,
    });
    const res = await post(route, target.id, await login(await createUser({ roles: ["moderator"] })), {
      reason: "Appeal accepted",
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ status: "active", suspendedUntil: null });
    expect(res.body.action).toMatchObject({ action, duration: null, reason: "Appeal accepted" });
    const [message] = await inboxOf(target.id);
    expect(message.subject).toMatch(/reactivated|lifted/);
    expect((await call(authUser, "/api/auth/user", { cookie: await login(target) })).status).toBe(200);
  });
});
