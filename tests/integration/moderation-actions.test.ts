import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listActions, POST as createAction } from "../../app/api/moderation/actions/route";
import { GET as listAdmins } from "../../app/api/moderation/users/admin/route";
import { GET as listModerators } from "../../app/api/moderation/users/moderator/route";
import { getDb } from "../../lib/db";
import { debates, messageParticipants, messages, moderationActions, reports, users } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { mailTo } from "../fixtures/mail";
import { createUser, login } from "../fixtures/users";
import { mailSent } from "../fixtures/after";

let categoryId: number;
let moderator: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
  moderator = await createUser({ username: "the_moderator", roles: ["moderator"] });
  cookie = await login(moderator);
});

const post = (body: unknown, as = cookie) =>
  call(createAction, "/api/moderation/actions", { method: "POST", body, cookie: as });
const list = (query = "", as = cookie) => call(listActions, `/api/moderation/actions${query}`, { cookie: as });
const subjectsOf = async (userId: number) =>
  (
    await getDb()
      .select({ subject: messages.subject })
      .from(messageParticipants)
      .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
      .where(eq(messageParticipants.userId, userId))
  ).map((m) => m.subject);
const actionCount = async () => (await getDb().select().from(moderationActions)).length;

describe("POST /api/moderation/actions", () => {
  it("takes a debate down like a report's takedown, resolving its pending reports, as the session's moderator", async () => {
    const creator = await createUser();
    const debate = await insertDebate({ categoryId, creatorId: creator.id });
    const [pending] = await getDb()
      .insert(reports)
      .values({ targetType: "debate", targetId: debate.id, reason: "spam" })
      .returning();
    const res = await post({
      targetType: "debate",
      targetId: String(debate.id),
      action: "takedown",
      reason: "Off topic",
      duration: "",
      moderatorId: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      moderatorId: moderator.id,
      moderatorName: "the_moderator",
      targetType: "debate",
      targetId: debate.id,
      action: "takedown",
      reason: "Off topic",
      rule: null,
      duration: null,
      createdAt: expect.any(String),
    });
    expect((await getDb().select().from(debates).where(eq(debates.id, debate.id)))[0].isActive).toBe(false);
    expect((await getDb().select().from(reports).where(eq(reports.id, pending.id)))[0]).toMatchObject({
      status: "resolved",
      reviewedBy: moderator.id,
    });
    expect(await subjectsOf(creator.id)).toEqual(["Your debate was taken down"]);
    await mailSent();
    expect((await mailTo(creator.email!)).map((m) => m.subject)).toEqual(["Your debate was taken down"]);
  });

  it("warns a user or a comment's author by inbox message, within the staff hierarchy", async () => {
    const user = await createUser();
    const warned = await post({ targetType: "user", targetId: user.id, action: "warn", reason: "Be civil" });
    expect(warned).toMatchObject({
      status: 201,
      body: { action: "warn", targetType: "user", targetId: user.id, duration: null },
    });
    const comment = await insertComment((await insertDebate({ categoryId })).id, user.id);
    expect((await post({ targetType: "comment", targetId: comment.id, action: "warn", reason: "Tone" })).status).toBe(
      201,
    );
    expect(await subjectsOf(user.id)).toEqual(["You have received a warning", "You have received a warning"]);

    const admin = await createUser({ roles: ["admin"] });
    const count = await actionCount();
    expect(await post({ targetType: "user", targetId: admin.id, action: "warn", reason: "x" })).toMatchObject({
      status: 403,
      body: {
        message:
          "Moderators cannot act on other staff members: only an admin can warn or punish a moderator or an admin",
      },
    });
    expect(await post({ targetType: "user", targetId: moderator.id, action: "warn", reason: "x" })).toMatchObject({
      status: 403,
    });
    expect(await post({ targetType: "user", targetId: 999999, action: "warn", reason: "x" })).toMatchObject({
      status: 404,
      body: { message: "User not found" },
    });
    expect(await actionCount()).toBe(count);
    expect(await subjectsOf(admin.id)).toEqual([]);
  });

  it("refuses a moderator's warning or suspension of staff, or of their debate or comment, saying why (decisions.md 'Staff')", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const otherModerator = await createUser({ roles: ["moderator"] });
    const debate = await insertDebate({ categoryId, creatorId: admin.id });
    const comment = await insertComment(debate.id, otherModerator.id);
    const why = {
      message: "Moderators cannot act on other staff members: only an admin can warn or punish a moderator or an admin",
    };
    const count = await actionCount();
    for (const body of [
      { targetType: "debate", targetId: debate.id, action: "warn", reason: "x" },
      { targetType: "comment", targetId: comment.id, action: "warn", reason: "x" },
      { targetType: "user", targetId: otherModerator.id, action: "warn", reason: "x" },
      { targetType: "user", targetId: admin.id, action: "suspend", reason: "x", duration: "1" },
      { targetType: "user", targetId: otherModerator.id, action: "ban", reason: "x" },
    ]) {
      expect(await post(body)).toMatchObject({ status: 403, body: why });
    }
    expect(await actionCount()).toBe(count);
    expect(await subjectsOf(admin.id)).toEqual([]);
    expect(await subjectsOf(otherModerator.id)).toEqual([]);
    // an admin may warn a moderator's comment
    const adminCookie = await login(admin);
    expect(
      (await post({ targetType: "comment", targetId: comment.id, action: "warn", reason: "Tone" }, adminCookie)).status,
    ).toBe(201);
  });

  it("suspends through punishUser with the duration in days stored as hours, and asks for a duration", async () => {
    const user = await createUser();
    const res = await post({
      targetType: "user",
      targetId: user.id,
      action: "suspend",
      reason: "Spamming",
      duration: "2",
    });
    expect(res).toMatchObject({
      status: 201,
      body: { action: "suspend", duration: 48, moderatorId: moderator.id, reason: "Spamming" },
    });
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row.status).toBe("suspended");
    expect(Math.abs(row.suspendedUntil!.getTime() - Date.now() - 48 * 3600_000)).toBeLessThan(60_000);

    const other = await createUser();
    expect(await post({ targetType: "user", targetId: other.id, action: "suspend", reason: "x" })).toMatchObject({
      status: 400,
      body: { errors: { duration: "Duration is required for a suspension" } },
    });
    expect(
      await post({ targetType: "user", targetId: other.id, action: "ban", reason: "Abuse", duration: "" }),
    ).toMatchObject({ status: 201, body: { action: "ban", duration: null } });
    expect(await post({ targetType: "user", targetId: other.id, action: "lift", reason: "Appeal" })).toMatchObject({
      status: 201,
      body: { action: "lift" },
    });
  });

  it("answers 400 for the combinations that mean nothing and for bad input, 401/403 first, changing nothing", async () => {
    const debate = await insertDebate({ categoryId });
    const user = await createUser();
    const count = await actionCount();
    const refusals: [unknown, Record<string, string>][] = [
      [
        { targetType: "user", targetId: user.id, action: "takedown", reason: "x" },
        { action: "Only a debate or a comment can be taken down" },
      ],
      [
        { targetType: "debate", targetId: debate.id, action: "ban", reason: "x" },
        { action: "The ban action applies to users only" },
      ],
      [
        { targetType: "debate", targetId: debate.id, action: "remove", reason: "x" },
        { action: "Use takedown to remove a debate or a comment" },
      ],
      [
        { targetType: "user", targetId: user.id, action: "role_change", reason: "x" },
        { action: "Roles are changed in the admin panel" },
      ],
      [{ targetId: 1, action: "warn", reason: "x" }, { targetType: "Target type is required" }],
      [{ targetType: "user", targetId: 0, action: "warn", reason: "x" }, { targetId: "Target ID is required" }],
      [{ targetType: "user", targetId: 1, action: "shout", reason: "x" }, { action: "Action is required" }],
      [{ targetType: "user", targetId: 1, action: "warn", reason: "   " }, { reason: "Reason is required" }],
      [
        { targetType: "user", targetId: 1, action: "warn", reason: "a\u0000" },
        { reason: "Text must not contain NUL characters" },
      ],
      [
        { targetType: "user", targetId: 1, action: "suspend", reason: "x", duration: "1.5" },
        { duration: "Duration must be a whole number of days" },
      ],
    ];
    for (const [body, errors] of refusals) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toMatchObject(errors);
    }
    expect(await post({ targetType: "debate", targetId: 999999, action: "takedown", reason: "x" })).toMatchObject({
      status: 404,
      body: { message: "Debate not found" },
    });
    expect((await post({ targetType: "user", targetId: user.id, action: "warn", reason: "x" }, "")).status).toBe(401);
    expect(
      (
        await post(
          { targetType: "user", targetId: user.id, action: "warn", reason: "x" },
          await login(await createUser({ roles: ["pv_plus"] })),
        )
      ).status,
    ).toBe(403);
    expect(await actionCount()).toBe(count);
    expect((await getDb().select().from(debates).where(eq(debates.id, debate.id)))[0].isActive).toBe(true);
  });
});

describe("GET /api/moderation/actions", () => {
  it("lists actions newest first with the moderator's name, in a window, paged by cursor", async () => {
    const base = Date.UTC(2021, 5, 1);
    const rows = await getDb()
      .insert(moderationActions)
      .values(
        [0, 1, 2].map((i) => ({
          moderatorId: moderator.id,
          targetType: "user" as const,
          targetId: moderator.id,
          action: "warn" as const,
          reason: `r${i}`,
          duration: i ? 24 * i : null,
          createdAt: new Date(base + i * 1000),
        })),
      )
      .returning();
    const window = `from=${new Date(base).toISOString()}&to=${new Date(base + 3000).toISOString()}`;
    const first = await list(`?${window}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      {
        id: rows[2].id,
        moderatorId: moderator.id,
        moderatorName: "the_moderator",
        targetType: "user",
        targetId: moderator.id,
        targetName: "the_moderator",
        action: "warn",
        reason: "r2",
        rule: null,
        duration: 48,
        createdAt: new Date(base + 2000).toISOString(),
      },
      expect.objectContaining({ id: rows[1].id, duration: 24 }),
    ]);
    expect(first.headers.get("x-total-count")).toBe("3");
    const rest = await list(`?${window}&limit=2&cursor=${first.headers.get("x-next-cursor")}`);
    expect(rest.body.map((a: { id: number }) => a.id)).toEqual([rows[0].id]);
    expect(rest.headers.get("x-next-cursor")).toBeNull();
    expect((await list("?limit=abc")).status).toBe(400);
    expect((await list("", "")).status).toBe(401);
    expect((await list("", await login(await createUser()))).status).toBe(403);
  });
});

describe("GET /api/moderation/users/moderator and /admin", () => {
  it("lists the users holding each role, without deleted accounts, for staff only", async () => {
    const admin = await createUser({ username: "aaa_admin", roles: ["admin", "moderator"] });
    const deleted = await createUser({ roles: ["admin"], status: "deleted" });
    const mods = await call(listModerators, "/api/moderation/users/moderator", { cookie });
    expect(mods.body).toEqual(
      expect.arrayContaining([
        { id: admin.id, username: "aaa_admin" },
        { id: moderator.id, username: "the_moderator" },
      ]),
    );
    const admins = await call(listAdmins, "/api/moderation/users/admin", { cookie });
    expect(admins.body[0]).toEqual({ id: admin.id, username: "aaa_admin" });
    expect(admins.body.map((u: { id: number }) => u.id)).not.toContain(deleted.id);
    expect(mods.body.map((u: { id: number }) => u.id)).not.toContain(deleted.id);
    expect((await call(listAdmins, "/api/moderation/users/admin")).status).toBe(401);
    expect(
      (await call(listModerators, "/api/moderation/users/moderator", { cookie: await login(await createUser()) }))
        .status,
    ).toBe(403);
  });
});
