import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getMessage, DELETE as deleteMessage } from "../../app/api/messages/[id]/route";
import { PATCH as markRead } from "../../app/api/messages/[id]/read/route";
import { POST as sendMass } from "../../app/api/messages/mass/route";
import { GET as listMessages } from "../../app/api/messages/route";
import { GET as unreadCount } from "../../app/api/messages/unread/count/route";
import { getDb } from "../../lib/db";
import { messageParticipants, messages, users } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { createUser, login } from "../fixtures/users";
import { mailSent } from "../fixtures/after";

const send = vi.hoisted(() => vi.fn());
vi.mock("resend", () => ({
  Resend: class {
    emails = { send };
  },
}));
afterEach(() => {
  vi.unstubAllEnvs();
  send.mockReset();
});

const params = (id: number | string) => ({ params: { id: String(id) } });

async function deliver(subject: string, to: number[], opts: { senderId?: number; createdAt?: Date } = {}) {
  const [m] = await getDb()
    .insert(messages)
    .values({ subject, content: `${subject} body`, senderId: opts.senderId, createdAt: opts.createdAt })
    .returning();
  await getDb()
    .insert(messageParticipants)
    .values(to.map((userId) => ({ messageId: m.id, userId, createdAt: opts.createdAt })));
  return m;
}

const participant = async (messageId: number, userId: number) =>
  (
    await getDb()
      .select()
      .from(messageParticipants)
      .where(and(eq(messageParticipants.messageId, messageId), eq(messageParticipants.userId, userId)))
  )[0];

describe("the inbox calls", () => {
  it("answer 401 to a visitor", async () => {
    expect((await call(listMessages, "/api/messages")).status).toBe(401);
    expect((await call(getMessage, "/api/messages/1", params(1))).status).toBe(401);
    expect((await call(markRead, "/api/messages/1/read", { method: "PATCH", ...params(1) })).status).toBe(401);
    expect((await call(deleteMessage, "/api/messages/1", { method: "DELETE", ...params(1) })).status).toBe(401);
  });

  it("list only the caller's messages, newest first, with the sender's name", async () => {
    const [me, other, sender] = [await createUser(), await createUser(), await createUser({ roles: ["moderator"] })];
    const old = await deliver("Old news", [me.id], { createdAt: new Date(Date.now() - 60_000) });
    const fresh = await deliver("Fresh news", [me.id, other.id], { senderId: sender.id });
    await deliver("Not for me", [other.id]);
    const res = await call(listMessages, "/api/messages", { cookie: await login(me) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: fresh.id,
        subject: "Fresh news",
        content: "Fresh news body",
        senderName: sender.username,
        senderId: sender.id,
        type: "direct",
        isRead: false,
        createdAt: expect.any(String),
        debateId: null,
        commentId: null,
        verdict: null,
        actionId: null,
        appealStatus: null,
        canAppeal: false,
      },
      {
        id: old.id,
        subject: "Old news",
        content: "Old news body",
        senderName: "People's Verdict",
        senderId: null,
        type: "direct",
        isRead: false,
        createdAt: expect.any(String),
        debateId: null,
        commentId: null,
        verdict: null,
        actionId: null,
        appealStatus: null,
        canAppeal: false,
      },
    ]);
  });

  it("answer 404 for another user's message, and change nothing", async () => {
    const [me, other] = [await createUser(), await createUser()];
    const theirs = await deliver("Private", [other.id]);
    const cookie = await login(me);
    for (const res of [
      await call(getMessage, `/api/messages/${theirs.id}`, { cookie, ...params(theirs.id) }),
      await call(markRead, `/api/messages/${theirs.id}/read`, { method: "PATCH", cookie, ...params(theirs.id) }),
      await call(deleteMessage, `/api/messages/${theirs.id}`, { method: "DELETE", cookie, ...params(theirs.id) }),
      await call(getMessage, "/api/messages/nope", { cookie, ...params("nope") }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Message not found", code: "NOT_FOUND" });
    }
    expect(await participant(theirs.id, other.id)).toMatchObject({ isRead: false });
  });

  it("mark read and delete for the caller only", async () => {
    const [me, other] = [await createUser(), await createUser()];
    const m = await deliver("Shared", [me.id, other.id]);
    const cookie = await login(me);
    expect((await call(getMessage, `/api/messages/${m.id}`, { cookie, ...params(m.id) })).body).toMatchObject({
      id: m.id,
      isRead: false,
    });

    const read = await call(markRead, `/api/messages/${m.id}/read`, { method: "PATCH", cookie, ...params(m.id) });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, id: m.id, isRead: true });
    expect((await call(unreadCount, "/api/messages/unread/count", { cookie })).body).toEqual({ count: 0 });
    expect(await participant(m.id, me.id)).toMatchObject({ isRead: true, readAt: expect.any(Date) });
    expect(await participant(m.id, other.id)).toMatchObject({ isRead: false, readAt: null });

    const del = await call(deleteMessage, `/api/messages/${m.id}`, { method: "DELETE", cookie, ...params(m.id) });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, id: m.id });
    expect((await call(getMessage, `/api/messages/${m.id}`, { cookie, ...params(m.id) })).status).toBe(404);
    expect(
      (await call(deleteMessage, `/api/messages/${m.id}`, { method: "DELETE", cookie, ...params(m.id) })).status,
    ).toBe(404);
    expect(await participant(m.id, other.id)).toBeDefined();
    const theirs = await call(listMessages, "/api/messages", { cookie: await login(other) });
    expect(theirs.body.map((x: { id: number }) => x.id)).toContain(m.id);
  });
});

describe("POST /api/messages/mass", () => {
  const body = { subject: "Site update", content: "We have news.\nRead on." };
  const massCount = async () =>
    (
      await getDb()
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.type, "mass"))
    )[0].n;

  it("is for staff only: 401 for a visitor, 403 for a user or PV+, nothing sent", async () => {
    expect((await call(sendMass, "/api/messages/mass", { method: "POST", body })).status).toBe(401);
    for (const roles of [[], ["pv_plus"]] as const) {
      const res = await call(sendMass, "/api/messages/mass", {
        method: "POST",
        body,
        cookie: await login(await createUser({ roles: [...roles] })),
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "You don't have permission to do this", code: "FORBIDDEN" });
    }
    expect(await massCount()).toBe(0);
  });

  it("answers 400 'Please fill in all fields.' when either field is blank", async () => {
    const cookie = await login(await createUser({ roles: ["moderator"] }));
    for (const [payload, field] of [
      [{ subject: "  ", content: "x" }, "subject"],
      [{ subject: "x", content: "" }, "content"],
      [{ content: "x" }, "subject"],
    ] as const) {
      const res = await call(sendMass, "/api/messages/mass", { method: "POST", body: payload, cookie });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: "Please fill in all fields.",
        errors: { [field]: "Please fill in all fields." },
        code: "BAD_REQUEST",
      });
    }
    expect(await massCount()).toBe(0);
  });

  it("reaches every active user's inbox exactly once, in one statement, and mails the subscribed ones", async () => {
    const mod = await createUser({ roles: ["moderator"] });
    const reader = await createUser();
    const quiet = await createUser();
    await getDb().update(users).set({ unsubscribed: true }).where(eq(users.id, quiet.id));
    const unverified = await createUser({ emailVerified: false });
    const banned = await createUser({ status: "banned" });
    const deleted = await createUser({ status: "deleted" });
    const suspended = await createUser({ status: "suspended", suspendedUntil: new Date(Date.now() + 3600_000) });

    const res = await call(sendMass, "/api/messages/mass", {
      method: "POST",
      body: { subject: " Site update ", content: body.content },
      cookie: await login(mod),
    });
    expect(res.status).toBe(201);
    const active = await getDb().select({ id: users.id }).from(users).where(eq(users.status, "active"));
    expect(res.body).toEqual({
      message: "Mass message sent successfully",
      id: expect.any(Number),
      recipients: active.length,
    });
    const rows = await getDb()
      .select({ userId: messageParticipants.userId })
      .from(messageParticipants)
      .where(eq(messageParticipants.messageId, res.body.id));
    expect(rows.map((r) => r.userId).sort((a, b) => a - b)).toEqual(active.map((u) => u.id).sort((a, b) => a - b));
    const excluded = await getDb()
      .select()
      .from(messageParticipants)
      .where(
        and(
          eq(messageParticipants.messageId, res.body.id),
          inArray(messageParticipants.userId, [banned.id, deleted.id, suspended.id]),
        ),
      );
    expect(excluded).toEqual([]);

    const inbox = await call(listMessages, "/api/messages", { cookie: await login(reader) });
    expect(inbox.body[0]).toMatchObject({
      id: res.body.id,
      subject: "Site update",
      type: "mass",
      senderName: mod.username,
      isRead: false,
    });

    await mailSent();
    const [mail] = await mailTo(reader.email!);
    expect(mail).toMatchObject({ subject: "Announcement: Site update", kind: "announcement" });
    expect(mail.text).toContain(`/unsubscribe?u=${reader.id}&sig=`);
    for (const u of [quiet, unverified, banned, suspended]) expect(await mailTo(u.email!)).toEqual([]);
  });

  it("sends through Resend with RFC 8058 one-click List-Unsubscribe headers (a signed link)", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    send.mockResolvedValue({ data: { id: "1" }, error: null });
    const admin = await createUser({ roles: ["admin"] });
    const res = await call(sendMass, "/api/messages/mass", { method: "POST", body, cookie: await login(admin) });
    expect(res.status).toBe(201);
    await mailSent();
    const mine = send.mock.calls.map((c) => c[0]).find((m) => m.to === admin.email);
    expect(mine.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        new RegExp(`^<http://localhost:3000/api/auth/unsubscribe/one-click\\?u=${admin.id}&sig=[A-Za-z0-9_-]{43}>$`),
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const eligible = await getDb()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, "active"), eq(users.emailVerified, true), eq(users.unsubscribed, false)));
    expect(send).toHaveBeenCalledTimes(eligible.length);
  });

  it("is one database statement for the message and its fan-out", async () => {
    const { sendMassMessage } = await import("../../lib/server/messages/send-mass-message");
    const mod = await createUser({ roles: ["moderator"] });
    const db = getDb();
    const spies = [
      vi.spyOn(db, "execute"),
      vi.spyOn(db, "insert"),
      vi.spyOn(db, "transaction"),
      vi.spyOn(db, "select"),
    ];
    const { id, recipients } = await sendMassMessage({ ...mod, role: "moderator", sessionKey: "x" }, body);
    expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 0, 0, 0]);
    spies.forEach((s) => s.mockRestore());
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageParticipants)
      .where(eq(messageParticipants.messageId, id));
    const [{ active }] = await db
      .select({ active: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.status, "active"));
    expect(n).toBe(recipients);
    expect(recipients).toBe(active);
  });
  it("allows each staff member 10 announcements an hour, then answers 429 with Retry-After and sends nothing", async () => {
    const cookie = await login(await createUser({ roles: ["moderator"] }));
    for (let i = 0; i < 10; i++)
      expect((await call(sendMass, "/api/messages/mass", { method: "POST", body, cookie })).status).toBe(201);
    const before = await massCount();
    const over = await call(sendMass, "/api/messages/mass", { method: "POST", body, cookie });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: "Too many requests. Please try again later.", code: "RATE_LIMITED" });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await massCount()).toBe(before);
    const other = await login(await createUser({ roles: ["admin"] }));
    expect((await call(sendMass, "/api/messages/mass", { method: "POST", body, cookie: other })).status).toBe(201);
  });
});
