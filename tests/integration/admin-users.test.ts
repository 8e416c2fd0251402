import { describe, expect, it } from "vitest";
import { GET as activity } from "../../app/api/admin/users/[id]/activity/route";
import { GET as punishmentHistory } from "../../app/api/admin/users/[id]/punishment-history/route";
import { GET as usernameHistory } from "../../app/api/admin/users/[id]/username-history/route";
import { GET as listUsers } from "../../app/api/admin/users/route";
import { getDb } from "../../lib/db";
import { moderationActions, usernameHistory as historyTable, votes } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createCategory, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";

const list = (cookie: string | undefined, qs = "") => call(listUsers, `/api/admin/users${qs}`, { cookie });
const detail = (route: typeof activity, id: number | string, cookie: string | undefined) =>
  call(route, `/api/admin/users/${id}/x`, { cookie, params: { id: String(id) } });

describe("GET /api/admin/users", () => {
  it("is for staff: visitor 401, user 403", async () => {
    expect((await list(undefined)).status).toBe(401);
    const res = await list(await login(await createUser({ roles: ["pv_plus"] })));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "You don't have permission to do this", code: "FORBIDDEN" });
  });

  it("answers AdminUserView[] newest first, paged by id with X-Next-Cursor and X-Total-Count", async () => {
    const mod = await createUser({ roles: ["moderator"], username: "Pager_mod" });
    const cookie = await login(mod);
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createUser({ username: `Pager_${i}`, roles: i === 0 ? ["pv_plus"] : [] }));
    const first = await list(cookie, "?search=pager_&limit=4");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-total-count")).toBe("6");
    expect(first.body.map((u: { username: string }) => u.username)).toEqual([
      "Pager_4",
      "Pager_3",
      "Pager_2",
      "Pager_1",
    ]);
    expect(first.headers.get("x-next-cursor")).toBe(String(made[1].id));
    const second = await list(cookie, `?search=pager_&limit=4&cursor=${made[1].id}`);
    expect(second.body.map((u: { username: string }) => u.username)).toEqual(["Pager_0", "Pager_mod"]);
    expect(second.headers.get("x-next-cursor")).toBeNull();
    expect(second.body[0]).toEqual({
      id: made[0].id,
      username: "Pager_0",
      email: "pager_0@example.com",
      role: "pv_plus",
      roles: ["pv_plus"],
      status: "active",
      suspendedUntil: null,
      emailVerified: true,
      isVerified: false,
      joinedAt: made[0].joinedAt.toISOString(),
      lastActive: null,
      debateCount: 0,
      mailboxShared: false,
    });
  });

  it("searches username and email case-insensitively, with % and _ taken literally", async () => {
    const cookie = await login(await createUser({ roles: ["admin"] }));
    const a = await createUser({ username: "Findable_Alice", email: "alice.q@example.com" });
    await createUser({ username: "Bobby_b", email: "zeta-FIND-mail@example.com" });
    expect((await list(cookie, "?search=FINDABLE")).body.map((u: { id: number }) => u.id)).toEqual([a.id]);
    expect((await list(cookie, "?search=find")).body).toHaveLength(2);
    expect((await list(cookie, "?search=ALICE.Q")).body.map((u: { id: number }) => u.id)).toEqual([a.id]);
    expect((await list(cookie, "?search=%25")).body).toEqual([]);
  });

  it("filters by main role and by status", async () => {
    const cookie = await login(await createUser({ roles: ["admin"] }));
    const plus = await createUser({ username: "Filter_plus", roles: ["pv_plus"] });
    const modPlus = await createUser({ username: "Filter_modplus", roles: ["pv_plus", "moderator"] });
    const plain = await createUser({ username: "Filter_plain" });
    const banned = await createUser({ username: "Filter_banned", status: "banned" });
    const ids = async (qs: string) =>
      (await list(cookie, `?search=filter_${qs}`)).body.map((u: { id: number }) => u.id);
    expect(await ids("&role=pv_plus")).toEqual([plus.id]);
    expect(await ids("&role=moderator")).toEqual([modPlus.id]);
    expect(await ids("&role=user")).toEqual([banned.id, plain.id]);
    expect(await ids("&status=banned")).toEqual([banned.id]);
    expect(await ids("&status=active&role=user")).toEqual([plain.id]);
  });

  it.each([
    ["?role=overlord", "Unknown role"],
    ["?status=gone", "Unknown status"],
    ["?limit=101", "Limit must be 1 to 100"],
    ["?search=a%00b", "Text must not contain NUL characters"],
  ])("refuses %s with 400", async (qs, message) => {
    const res = await list(await login(await createUser({ roles: ["moderator"] })), qs);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("a user's activity and histories (staff)", () => {
  it("activity: their debates and the debates they voted in, never the side", async () => {
    const cookie = await login(await createUser({ roles: ["moderator"] }));
    const user = await createUser();
    const category = await createCategory();
    const own = await insertDebate({ categoryId: category.id, creatorId: user.id, title: "Own debate title here" });
    const other = await insertDebate({ categoryId: category.id, title: "Other debate title" });
    await getDb().insert(votes).values({ debateId: other.id, userId: user.id, position: "B" });
    const res = await detail(activity, user.id, cookie);
    expect(res.status).toBe(200);
    expect(res.body.debates).toEqual([
      { id: own.id, title: "Own debate title here", isActive: true, createdAt: own.createdAt.toISOString() },
    ]);
    expect(res.body.votes).toEqual([
      { debateId: other.id, debateTitle: "Other debate title", createdAt: expect.any(String) },
    ]);
    expect(res.text).not.toMatch(/position|"B"/);
  });

  it("username history and punishment history, newest first, with the moderator's name", async () => {
    const mod = await createUser({ roles: ["moderator"] });
    const cookie = await login(mod);
    const user = await createUser();
    await getDb()
      .insert(historyTable)
      .values([
        {
          userId: user.id,
          oldUsername: "first",
          newUsername: "second",
          isVerified: true,
          changedAt: new Date("2026-01-01T00:00:00Z"),
        },
        { userId: user.id, oldUsername: "second", newUsername: "pending", isVerified: false },
      ]);
    await getDb()
      .insert(moderationActions)
      .values([
        {
          moderatorId: mod.id,
          targetType: "user",
          targetId: user.id,
          action: "suspend",
          reason: "Spam",
          duration: 24,
          createdAt: new Date("2026-01-02T00:00:00Z"),
        },
        {
          moderatorId: null,
          targetType: "user",
          targetId: user.id,
          action: "lift",
          reason: "Appeal",
          createdAt: new Date("2026-01-03T00:00:00Z"),
        },
        { moderatorId: mod.id, targetType: "debate", targetId: user.id, action: "takedown", reason: "Not this user" },
      ]);
    const names = await detail(usernameHistory, user.id, cookie);
    expect(names.body).toEqual([
      { oldUsername: "first", newUsername: "second", changedAt: "2026-01-01T00:00:00.000Z" },
    ]);
    const history = await detail(punishmentHistory, user.id, cookie);
    expect(history.body).toEqual([
      {
        action: "lift",
        duration: null,
        reason: "Appeal",
        moderatorName: null,
        moderatorId: null,
        createdAt: "2026-01-03T00:00:00.000Z",
      },
      {
        action: "suspend",
        duration: 24,
        reason: "Spam",
        moderatorName: mod.username,
        moderatorId: mod.id,
        createdAt: "2026-01-02T00:00:00.000Z",
      },
    ]);
  });

  it("answers 404 for a missing user and 403 for a non-staff caller", async () => {
    const cookie = await login(await createUser({ roles: ["admin"] }));
    const user = await createUser();
    for (const route of [activity, usernameHistory, punishmentHistory]) {
      const res = await detail(route, 999_999, cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "User not found", code: "NOT_FOUND" });
      expect((await detail(route, user.id, await login(user))).status).toBe(403);
    }
  });
});
