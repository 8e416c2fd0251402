import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as ban } from "../../app/api/admin/users/[id]/ban/route";
import { PATCH as setRoles, PUT as setRole } from "../../app/api/admin/users/[id]/role/route";
import { POST as logIn } from "../../app/api/auth/login/route";
import { POST as logout } from "../../app/api/auth/logout/route";
import { GET as authUser } from "../../app/api/auth/user/route";
import { POST as createDebate } from "../../app/api/debates/route";
import { DELETE as deleteMessage } from "../../app/api/messages/[id]/route";
import { PATCH as markRead } from "../../app/api/messages/[id]/read/route";
import { POST as sendMass } from "../../app/api/messages/mass/route";
import { PATCH as updateProfile } from "../../app/api/users/profile/route";
import { POST as castVote } from "../../app/api/votes/route";
import type { RouteHandler } from "../../lib/api/with-route";
import { getDb } from "../../lib/db";
import {
  debates,
  messageParticipants,
  messages,
  moderationActions,
  sessions,
  userRoles,
  users,
  votes,
} from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createUser, login, TEST_PASSWORD } from "../fixtures/users";

const inAnHour = () => new Date(Date.now() + 3600_000);
const count = async (
  table: typeof debates | typeof votes | typeof messages | typeof moderationActions | typeof userRoles,
) =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0].n;
/** Rows every listed call would write or remove, to show a refusal changes nothing. */
const state = async () => ({
  debates: await count(debates),
  votes: await count(votes),
  messages: await count(messages),
  actions: await count(moderationActions),
  roles: await count(userRoles),
  users: await getDb().select().from(users).orderBy(users.id),
  read: await getDb().select().from(messageParticipants).orderBy(messageParticipants.id),
});

async function suspendedStaff() {
  const me = await createUser({ roles: ["admin", "moderator"], status: "suspended", suspendedUntil: inAnHour() });
  const other = await createUser();
  const [m] = await getDb().insert(messages).values({ subject: "Hi", content: "Hello" }).returning();
  await getDb().insert(messageParticipants).values({ messageId: m.id, userId: me.id });
  return { me, cookie: await login(me), other, messageId: m.id };
}

type Ctx = Awaited<ReturnType<typeof suspendedStaff>>;
const ROUTES: [string, string, RouteHandler, (c: Ctx) => Record<string, string>][] = [
  ["POST", "/api/debates", createDebate, () => ({})],
  ["POST", "/api/votes", castVote, () => ({})],
  ["PATCH", "/api/users/profile", updateProfile, () => ({})],
  ["PATCH", "/api/messages/{id}/read", markRead, (c) => ({ id: String(c.messageId) })],
  ["DELETE", "/api/messages/{id}", deleteMessage, (c) => ({ id: String(c.messageId) })],
  ["POST", "/api/messages/mass", sendMass, () => ({})],
  ["POST", "/api/admin/users/{id}/ban", ban, (c) => ({ id: String(c.other.id) })],
  ["PATCH", "/api/admin/users/{id}/role", setRoles, (c) => ({ id: String(c.other.id) })],
  ["PUT", "/api/admin/users/{id}/role", setRole, (c) => ({ id: String(c.other.id) })],
];
const BODIES: Record<string, unknown> = {
  "/api/debates": { title: "A debate title", description: "d", categoryId: 1 },
  "/api/votes": { debateId: 1, position: "A" },
  "/api/users/profile": { bio: "new bio" },
  "/api/messages/mass": { subject: "Hello", content: "Everyone" },
  "/api/admin/users/{id}/ban": { reason: "spam" },
  "/api/admin/users/{id}/role": { roles: ["moderator"], role: "moderator" },
};

describe("a suspended account (staff included)", () => {
  it.each(ROUTES)(
    "%s %s answers 403 'Your account is suspended' and changes nothing",
    async (method, path, route, params) => {
      const ctx = await suspendedStaff();
      const before = await state();
      const body = BODIES[path];
      const res = await call(route, path, {
        method,
        cookie: ctx.cookie,
        params: params(ctx),
        ...(body ? { body } : {}),
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Your account is suspended", code: "SUSPENDED" });
      expect(await state()).toEqual(before);
    },
  );

  it("can still read (GET) and sign out", async () => {
    const { me, cookie } = await suspendedStaff();
    const res = await call(authUser, "/api/auth/user", { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, status: "suspended" });
    const out = await call(logout, "/api/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: "Logged out successfully" });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
  });

  it("cannot log in; the message names the end of the suspension", async () => {
    const until = new Date("2099-03-04T05:06:07Z");
    const user = await createUser({ status: "suspended", suspendedUntil: until });
    const res = await call(logIn, "/api/auth/login", {
      method: "POST",
      body: { emailOrUsername: user.username, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: "Your account is suspended until 2099-03-04 05:06 UTC.",
      suspendedUntil: until.toISOString(),
      code: "SUSPENDED",
    });
  });
});

describe("a suspension ends by itself", () => {
  it("on the next request once suspended_until has passed: active in the database, and state changes work again", async () => {
    const { me, cookie } = await suspendedStaff();
    await getDb()
      .update(users)
      .set({ suspendedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.id, me.id));
    const res = await call(authUser, "/api/auth/user", { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, status: "active" });
    const [row] = await getDb().select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ status: "active", suspendedUntil: null });
    // idempotent: the next request finds it active and changes nothing
    expect((await call(authUser, "/api/auth/user", { cookie })).body).toMatchObject({ status: "active" });
    const profile = await call(updateProfile, "/api/users/profile", { method: "PATCH", cookie, body: { bio: "back" } });
    expect(profile.status).toBe(200);
  });

  it("and the user can log in again", async () => {
    const user = await createUser({ status: "suspended", suspendedUntil: inAnHour() });
    await getDb()
      .update(users)
      .set({ suspendedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.id, user.id));
    const res = await call(logIn, "/api/auth/login", {
      method: "POST",
      body: { emailOrUsername: user.username, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: "active", suspendedUntil: null });
  });

  it("a banned or deleted user's open session stops working on its next request", async () => {
    for (const status of ["banned", "deleted"] as const) {
      const user = await createUser();
      const cookie = await login(user);
      expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(200);
      await getDb().update(users).set({ status }).where(eq(users.id, user.id));
      expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(401);
      const res = await call(updateProfile, "/api/users/profile", { method: "PATCH", cookie, body: { bio: "x" } });
      expect(res.status).toBe(401);
    }
  });
});
