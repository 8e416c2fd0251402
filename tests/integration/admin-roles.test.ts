import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as setRoles, PUT as setRole } from "../../app/api/admin/users/[id]/role/route";
import { GET as listUsers } from "../../app/api/admin/users/route";
import { GET as authUser } from "../../app/api/auth/user/route";
import { getDb } from "../../lib/db";
import { messageParticipants, messages, moderationActions, userRoles, users } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { createUser, login } from "../fixtures/users";
import { mailSent } from "../fixtures/after";

const patch = (id: number, cookie: string | undefined, body: unknown) =>
  call(setRoles, `/api/admin/users/${id}/role`, { method: "PATCH", body, cookie, params: { id: String(id) } });
const put = (id: number, cookie: string | undefined, body: unknown) =>
  call(setRole, `/api/admin/users/${id}/role`, { method: "PUT", body, cookie, params: { id: String(id) } });

const rolesRows = (userId: number) =>
  getDb().select().from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.role);
const state = async () => ({
  roles: await getDb().select().from(userRoles).orderBy(userRoles.id),
  actions: (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(moderationActions)
  )[0].n,
  messages: (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
  )[0].n,
});

describe("role assignment", () => {
  it("is for admins only: visitor 401, moderator 403, nothing changes", async () => {
    const target = await createUser();
    const moderator = await login(await createUser({ roles: ["moderator"] }));
    const before = await state();
    expect((await patch(target.id, undefined, { roles: ["pv_plus"] })).status).toBe(401);
    const res = await put(target.id, moderator, { role: "pv_plus" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "You don't have permission to do this", code: "FORBIDDEN" });
    expect(await state()).toEqual(before);
  });

  it("PATCH replaces the list, records who and when, an action, an inbox message and an email", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const target = await createUser({ roles: ["donater"] });
    const res = await patch(target.id, await login(admin), { roles: ["pv_plus", "moderator"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      role: "moderator",
      roles: ["moderator", "pv_plus"],
      email: target.email,
    });
    const rows = await rolesRows(target.id);
    expect(rows.map((r) => r.role)).toEqual(["moderator", "pv_plus"]);
    for (const r of rows) {
      expect(r.assignedBy).toBe(admin.id);
      expect(Date.now() - r.assignedAt.getTime()).toBeLessThan(60_000);
    }
    const [action] = await getDb().select().from(moderationActions).where(eq(moderationActions.targetId, target.id));
    expect(action).toMatchObject({
      moderatorId: admin.id,
      targetType: "user",
      action: "role_change",
      reason: "Roles set to: PV+, Moderator",
      duration: null,
    });
    const [message] = await getDb()
      .select({ subject: messages.subject, senderId: messages.senderId, content: messages.content })
      .from(messageParticipants)
      .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
      .where(eq(messageParticipants.userId, target.id));
    expect(message).toMatchObject({ subject: "Your roles have been updated", senderId: admin.id });
    await mailSent();
    const [mail] = await mailTo(target.email!);
    expect(mail).toMatchObject({ subject: "Your roles have been updated", kind: "punishment_notice" });
  });

  it("PUT sets that single role", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const target = await createUser({ roles: ["pv_plus", "donater"] });
    const res = await put(target.id, await login(admin), { role: "moderator" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "moderator", roles: ["moderator"] });
    expect((await rolesRows(target.id)).map((r) => r.role)).toEqual(["moderator"]);
  });

  it("an unchanged list changes nothing", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const target = await createUser({ roles: ["pv_plus"] });
    const before = await state();
    const res = await patch(target.id, await login(admin), { roles: ["pv_plus"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roles: ["pv_plus"] });
    expect(await state()).toEqual(before);
  });

  it.each([
    ["an empty list", { roles: [] }, "Select at least one role", setRoles],
    ["no list", {}, "Select at least one role", setRoles],
    ["an unknown role", { roles: ["overlord"] }, "Unknown role", setRoles],
    ["no role", {}, "Select at least one role", setRole],
  ])("refuses %s with 400", async (_, body, message, route) => {
    const admin = await createUser({ roles: ["admin"] });
    const target = await createUser({ roles: ["pv_plus"] });
    const before = await state();
    const res = await call(route, "/api/admin/users/x/role", {
      method: route === setRoles ? "PATCH" : "PUT",
      body,
      cookie: await login(admin),
      params: { id: String(target.id) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await state()).toEqual(before);
  });

  it("the last admin keeps the admin role (409, nothing changes); with a second admin it can go", async () => {
    // the only admin in this file's database at this point
    await getDb().delete(userRoles).where(eq(userRoles.role, "admin"));
    const admin = await createUser({ roles: ["admin"] });
    const cookie = await login(admin);
    const before = await state();
    for (const res of [
      await patch(admin.id, cookie, { roles: ["moderator"] }),
      await put(admin.id, cookie, { role: "user" }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: "The last admin cannot lose the admin role", code: "CONFLICT" });
    }
    expect(await state()).toEqual(before);
    // a banned or suspended admin still counts as one; a deleted one does not
    const second = await createUser({ roles: ["admin"] });
    const res = await patch(admin.id, cookie, { roles: ["moderator"] });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(["moderator"]);
    // now `second` is the last admin: the demoted one cannot take it away (no longer admin: 403)
    expect((await patch(second.id, cookie, { roles: ["user"] })).status).toBe(403);
  });

  it("takes effect on the user's next request, without signing in again", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const target = await createUser();
    const cookie = await login(target);
    expect((await call(listUsers, "/api/admin/users", { cookie })).status).toBe(403);
    await put(target.id, await login(admin), { role: "moderator" });
    expect((await call(authUser, "/api/auth/user", { cookie })).body).toMatchObject({ role: "moderator" });
    expect((await call(listUsers, "/api/admin/users", { cookie })).status).toBe(200);
    await patch(target.id, await login(admin), { roles: ["user"] });
    expect((await call(listUsers, "/api/admin/users", { cookie })).status).toBe(403);
  });

  it("answers 404 for a missing user and 409 for a deleted one", async () => {
    const cookie = await login(await createUser({ roles: ["admin"] }));
    const missing = await patch(999_999, cookie, { roles: ["pv_plus"] });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "User not found", code: "NOT_FOUND" });
    const gone = await createUser({ status: "deleted" });
    const res = await put(gone.id, cookie, { role: "pv_plus" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "User is deleted", code: "CONFLICT" });
    expect(
      await getDb()
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, gone.id))),
    ).toEqual([]);
    expect((await getDb().select().from(users).where(eq(users.id, gone.id)))[0].status).toBe("deleted");
  });
});
