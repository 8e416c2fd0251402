import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as banRoute } from "../../app/api/admin/users/[id]/ban/route";
import { POST as suspendRoute } from "../../app/api/admin/users/[id]/suspend/route";
import { POST as appealLink } from "../../app/api/appeals/link/route";
import { POST as appealRoute } from "../../app/api/appeals/route";
import { GET as commentsRoute } from "../../app/api/debates/[id]/comments/route";
import { GET as inboxRoute } from "../../app/api/messages/route";
import { POST as actionsRoute } from "../../app/api/moderation/actions/route";
import { PATCH as decideRoute } from "../../app/api/moderation/appeals/[id]/route";
import { GET as appealsRoute } from "../../app/api/moderation/appeals/route";
import { POST as takedownRoute } from "../../app/api/moderation/reports/[id]/takedown/route";
import {
  ALREADY_APPEALED,
  APPEAL_LINK_INVALID,
  APPEAL_TOO_LATE,
  NOT_YOUR_ACTION,
  SAME_MODERATOR,
} from "../../lib/appeals/types";
import { getDb } from "../../lib/db";
import {
  appeals,
  authTokens,
  comments,
  debates,
  messageParticipants,
  messages,
  moderationActions,
  reports,
  users,
} from "../../lib/db/schema";
import { DECIDED_BY_A_PERSON, STATEMENT_LABELS } from "../../lib/moderation/statement-of-reasons";
import { APPEAL_REVERSED_SUBJECT, APPEAL_UPHELD_SUBJECT } from "../../lib/server/appeals/appeal-decision-notice";
import { purgeDeletedCommentText, PURGED_COMMENT_TEXT } from "../../lib/server/comments/purge-deleted-text";
import { mailSent } from "../fixtures/after";
import { insertAction, insertAppeal } from "../fixtures/appeals";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { createUser, login } from "../fixtures/users";

type User = Awaited<ReturnType<typeof createUser>>;
let categoryId: number;
let moderator: User;
let admin: User;
let modCookie: string;
let adminCookie: string;

beforeAll(async () => {
  categoryId = (await createCategory()).id;
  moderator = await createUser({ roles: ["moderator"] });
  admin = await createUser({ roles: ["admin"] });
  modCookie = await login(moderator);
  adminCookie = await login(admin);
});

const post = (
  handler: typeof appealRoute,
  path: string,
  body: unknown,
  cookie?: string,
  params?: Record<string, string>,
) => call(handler, path, { method: "POST", body, cookie, params });
const appeal = (actionId: number, cookie: string, statement = "Please look at this again, it was fine.") =>
  post(appealRoute, "/api/appeals", { actionId, statement }, cookie);
const decide = (id: number, decision: "upheld" | "reversed", reason: string, cookie: string) =>
  call(decideRoute, `/api/moderation/appeals/${id}`, {
    method: "PATCH",
    body: { decision, reason },
    cookie,
    params: { id: String(id) },
  });
const inboxOf = async (userId: number) =>
  getDb()
    .select({ subject: messages.subject, content: messages.content, actionId: messages.actionId })
    .from(messageParticipants)
    .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
    .where(eq(messageParticipants.userId, userId))
    .orderBy(messages.id);
const appealCount = async () =>
  (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from appeals`)).rows[0].n;

/** A reported debate of `creator`, taken down by the moderator through the report; answers the recorded action's id. */
async function takeDownDebate(creator: User) {
  const d = await insertDebate({ categoryId, creatorId: creator.id, title: "Is the moon made of cheese?" });
  const [r] = await getDb()
    .insert(reports)
    .values({ reportedBy: admin.id, targetType: "debate", targetId: d.id, reason: "misinformation" })
    .returning();
  const res = await call(takedownRoute, `/api/moderation/reports/${r.id}/takedown`, {
    method: "POST",
    body: { reason: "Presents a hoax as a debate" },
    cookie: modCookie,
    params: { id: String(r.id) },
  });
  expect(res.status).toBe(200);
  return { debate: d, actionId: res.body.action.id as number };
}

/** The six labelled parts (five required, and the person who decided) and the appeal link in a notice's text. */
function expectStatement(text: string, parts: { rule: string; facts: string; link: RegExp }) {
  for (const label of Object.values(STATEMENT_LABELS)) expect(text).toContain(label);
  expect(text).toContain(parts.rule);
  expect(text).toContain(parts.facts);
  expect(text).toContain(DECIDED_BY_A_PERSON);
  expect(text).toMatch(parts.link);
}

describe("statements of reasons", () => {
  it("a takedown notice (inbox and email) says what, on what, under which rule, the facts, who, and how to appeal", async () => {
    const creator = await createUser();
    const { debate, actionId } = await takeDownDebate(creator);
    const [notice] = await inboxOf(creator.id);
    expect(notice.actionId).toBe(actionId);
    expectStatement(notice.content, {
      rule: "False or misleading information (the reason given in the report)",
      facts: "Presents a hoax as a debate",
      link: new RegExp(`/appeal\\?action=${actionId}`),
    });
    expect(notice.content).toContain(`"${debate.title}" (debate #${debate.id})`);
    await mailSent();
    const [mail] = await mailTo(creator.email!);
    expect(mail.kind).toBe("takedown");
    expectStatement(mail.text, {
      rule: "False or misleading information",
      facts: "Presents a hoax as a debate",
      link: new RegExp(`/appeal\\?action=${actionId}`),
    });
  });

  it("a warning notice, by inbox and now by email too, carries the statement", async () => {
    const user = await createUser();
    const res = await post(
      actionsRoute,
      "/api/moderation/actions",
      { targetType: "user", targetId: user.id, action: "warn", reason: "Insulted another member" },
      modCookie,
    );
    expect(res.status).toBe(201);
    const [notice] = await inboxOf(user.id);
    expect(notice).toMatchObject({ subject: "You have received a warning", actionId: res.body.id });
    expectStatement(notice.content, {
      rule: "Warning (the category of this action",
      facts: "Insulted another member",
      link: /\/appeal\?action=\d+/,
    });
    await mailSent();
    const [mail] = await mailTo(user.email!);
    expect(mail).toMatchObject({ subject: "You have received a warning", kind: "warning" });
    expectStatement(mail.text, { rule: "Warning", facts: "Insulted another member", link: /\/appeal\?action=\d+/ });
  });

  it("a suspension's and a ban's notices carry it; their emails hold a signed link that the inbox never shows", async () => {
    for (const [route, body, path] of [
      [suspendRoute, { duration: 24, reason: "Flooding the comments" }, "suspend"],
      [banRoute, { reason: "Flooding the comments" }, "ban"],
    ] as const) {
      const user = await createUser();
      const res = await post(route, `/api/admin/users/${user.id}/${path}`, body, modCookie, { id: String(user.id) });
      expect(res.status).toBe(200);
      const [notice] = await inboxOf(user.id);
      expect(notice.actionId).toBe(res.body.action.id);
      expectStatement(notice.content, {
        rule: "(the category of this action",
        facts: "Flooding the comments",
        link: /\/appeal\?action=\d+/,
      });
      expect(notice.content).not.toMatch(/token=/);
      await mailSent();
      const [mail] = await mailTo(user.email!);
      expectStatement(mail.text, {
        rule: "(the category of this action",
        facts: "Flooding the comments",
        link: /\/appeal\?token=[\w-]{43}/,
      });
      // stored only as a hash
      const token = mail.text.match(/token=([\w-]{43})/)![1];
      const stored = await getDb().select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(stored.map((t) => t.kind)).toEqual(["appeal"]);
      expect(stored[0].tokenHash).not.toBe(token);
    }
  });
});

describe("POST /api/appeals: the affected person, once, within 180 days", () => {
  it("files the author's appeal (201), which the inbox then shows as pending", async () => {
    const creator = await createUser();
    const { actionId } = await takeDownDebate(creator);
    const cookie = await login(creator);
    const res = await appeal(actionId, cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      actionId,
      status: "pending",
      statement: "Please look at this again, it was fine.",
    });
    const inbox = await call(inboxRoute, "/api/messages", { cookie });
    expect(inbox.body.find((m: { actionId: number | null }) => m.actionId === actionId)).toMatchObject({
      appealStatus: "pending",
      canAppeal: false,
    });
  });

  it("refuses a second appeal, someone else's and a late one with clear messages, changing nothing", async () => {
    const creator = await createUser();
    const cookie = await login(creator);
    const { actionId } = await takeDownDebate(creator);
    expect((await appeal(actionId, cookie)).status).toBe(201);
    const count = await appealCount();

    expect(await appeal(actionId, cookie)).toMatchObject({ status: 409, body: { message: ALREADY_APPEALED } });
    const stranger = await createUser();
    const other = await takeDownDebate(await createUser());
    expect(await appeal(other.actionId, await login(stranger))).toMatchObject({
      status: 403,
      body: { message: NOT_YOUR_ACTION },
    });
    const late = await insertAction({
      moderatorId: moderator.id,
      targetType: "user",
      targetId: creator.id,
      action: "warn",
      daysAgo: 181,
    });
    expect(await appeal(late.id, cookie)).toMatchObject({ status: 403, body: { message: APPEAL_TOO_LATE } });
    const lastDay = await insertAction({
      moderatorId: moderator.id,
      targetType: "user",
      targetId: creator.id,
      action: "warn",
      daysAgo: 179,
    });
    expect(await appeal(999_999, cookie)).toMatchObject({ status: 404 });
    expect(await appeal(lastDay.id, cookie, "too short")).toMatchObject({
      status: 400,
      body: { errors: { statement: expect.any(String) } },
    });
    expect(await appeal(lastDay.id, cookie, "x".repeat(2001))).toMatchObject({ status: 400 });
    expect(await appealCount()).toBe(count);
    expect((await appeal(lastDay.id, cookie)).status).toBe(201);
  });

  it("a banned person appeals through the signed link, once; the link cannot be used again", async () => {
    const user = await createUser();
    const res = await post(banRoute, `/api/admin/users/${user.id}/ban`, { reason: "Spam account" }, adminCookie, {
      id: String(user.id),
    });
    await mailSent();
    const token = (await mailTo(user.email!))[0].text.match(/token=([\w-]{43})/)![1];
    const statement = "I am not a spammer, these were my own posts.";
    expect(await post(appealLink, "/api/appeals/link", { token: "x".repeat(43), statement })).toMatchObject({
      status: 400,
      body: { message: APPEAL_LINK_INVALID },
    });
    const filed = await post(appealLink, "/api/appeals/link", { token, statement });
    expect(filed).toMatchObject({ status: 201, body: { actionId: res.body.action.id, status: "pending" } });
    expect((await getDb().select().from(appeals).where(eq(appeals.id, filed.body.id)))[0].appellantId).toBe(user.id);
    expect(await post(appealLink, "/api/appeals/link", { token, statement })).toMatchObject({
      status: 400,
      body: { message: APPEAL_LINK_INVALID },
    });
  });
});

describe("PATCH /api/moderation/appeals/{id}", () => {
  it("refuses the moderator who took the action (403, saying why) and changes nothing; the list says so too", async () => {
    const creator = await createUser();
    const { actionId } = await takeDownDebate(creator);
    const filed = await appeal(actionId, await login(creator));
    const list = await call(appealsRoute, "/api/moderation/appeals?status=pending", { cookie: modCookie });
    expect(list.body.find((a: { id: number }) => a.id === filed.body.id)).toMatchObject({
      cannotDecide: SAME_MODERATOR,
    });
    const before = await getDb().select().from(appeals).where(eq(appeals.id, filed.body.id));
    expect(await decide(filed.body.id, "reversed", "I changed my mind", modCookie)).toMatchObject({
      status: 403,
      body: { message: SAME_MODERATOR },
    });
    expect(await getDb().select().from(appeals).where(eq(appeals.id, filed.body.id))).toEqual(before);
  });

  it("reversing a debate's takedown shows the debate again, records a reversal and tells the author by inbox and email", async () => {
    const creator = await createUser();
    const { debate, actionId } = await takeDownDebate(creator);
    const filed = await appeal(actionId, await login(creator));
    const before = (await getDb().select().from(debates).where(eq(debates.id, debate.id)))[0];
    const res = await decide(filed.body.id, "reversed", "The claim is a fair question", adminCookie);
    expect(res).toMatchObject({
      status: 200,
      body: { status: "reversed", decidedBy: admin.id, reason: "The claim is a fair question" },
    });
    const after = (await getDb().select().from(debates).where(eq(debates.id, debate.id)))[0];
    expect(after).toEqual({ ...before, isActive: true });
    const [reversal] = await getDb()
      .select()
      .from(moderationActions)
      .where(sql`${moderationActions.action} = 'reverse' and ${moderationActions.targetId} = ${debate.id}`);
    expect(reversal).toMatchObject({ moderatorId: admin.id, targetType: "debate" });
    expect((await getDb().select().from(appeals).where(eq(appeals.id, filed.body.id)))[0].reversalActionId).toBe(
      reversal.id,
    );
    const messagesNow = await inboxOf(creator.id);
    expect(messagesNow.at(-1)).toMatchObject({ subject: APPEAL_REVERSED_SUBJECT });
    expect(messagesNow.at(-1)!.content).toContain("The claim is a fair question");
    await mailSent();
    expect((await mailTo(creator.email!))[0]).toMatchObject({
      subject: APPEAL_REVERSED_SUBJECT,
      kind: "appeal_decision",
    });
    expect(await decide(filed.body.id, "upheld", "Again", adminCookie)).toMatchObject({ status: 409 });
  });

  it("a taken-down comment keeps its text hidden from everyone; a reversal brings it back exactly", async () => {
    const author = await createUser({ roles: ["pv_plus"] });
    const d = await insertDebate({ categoryId });
    const [c] = await getDb()
      .insert(comments)
      .values({ debateId: d.id, userId: author.id, content: "My exact words, kept." })
      .returning();
    const before = (await getDb().select().from(comments).where(eq(comments.id, c.id)))[0];
    const [r] = await getDb()
      .insert(reports)
      .values({ reportedBy: admin.id, targetType: "comment", targetId: c.id, reason: "harassment" })
      .returning();
    const down = await call(takedownRoute, `/api/moderation/reports/${r.id}/takedown`, {
      method: "POST",
      body: {},
      cookie: modCookie,
      params: { id: String(r.id) },
    });
    const list = (cookie: string) =>
      call(commentsRoute, `/api/debates/${d.id}/comments`, { cookie, params: { id: String(d.id) } });
    for (const cookie of [adminCookie, await login(author)])
      expect((await list(cookie)).text).not.toContain("My exact words");
    expect((await getDb().select().from(comments).where(eq(comments.id, c.id)))[0].content).toBe(
      "My exact words, kept.",
    );

    const filed = await appeal(down.body.action.id, await login(author));
    expect((await decide(filed.body.id, "reversed", "Not harassment", adminCookie)).status).toBe(200);
    expect((await getDb().select().from(comments).where(eq(comments.id, c.id)))[0]).toEqual(before);
    expect((await list(adminCookie)).text).toContain("My exact words, kept.");
  });

  it("reversing a suspension or a ban lifts it; a later punishment stays; upholding changes nothing and tells the reason", async () => {
    const suspended = await createUser();
    const s = await post(
      suspendRoute,
      `/api/admin/users/${suspended.id}/suspend`,
      { duration: 72, reason: "Rude" },
      modCookie,
      { id: String(suspended.id) },
    );
    const sAppeal = await appeal(s.body.action.id, await login(suspended)); // signed in while suspended
    expect(sAppeal.status).toBe(201);
    expect((await decide(sAppeal.body.id, "reversed", "Not rude enough", adminCookie)).status).toBe(200);
    expect((await getDb().select().from(users).where(eq(users.id, suspended.id)))[0]).toMatchObject({
      status: "active",
      suspendedUntil: null,
    });

    const banned = await createUser();
    const b = await post(banRoute, `/api/admin/users/${banned.id}/ban`, { reason: "Spam" }, modCookie, {
      id: String(banned.id),
    });
    const bAppeal = await insertAppeal(b.body.action.id, banned.id);
    const beforeUphold = (await getDb().select().from(users).where(eq(users.id, banned.id)))[0];
    expect((await decide(bAppeal.id, "upheld", "Clearly spam", adminCookie)).body).toMatchObject({
      status: "upheld",
      reason: "Clearly spam",
    });
    expect((await getDb().select().from(users).where(eq(users.id, banned.id)))[0]).toEqual(beforeUphold);
    const told = (await inboxOf(banned.id)).at(-1)!;
    expect(told.subject).toBe(APPEAL_UPHELD_SUBJECT);
    expect(told.content).toContain("Clearly spam");

    // a suspension reversed after a later ban: the ban stays
    const twice = await createUser();
    const first = await insertAction({
      moderatorId: moderator.id,
      targetType: "user",
      targetId: twice.id,
      action: "suspend",
      duration: 24,
    });
    await getDb().update(users).set({ status: "banned" }).where(eq(users.id, twice.id));
    await insertAction({ moderatorId: moderator.id, targetType: "user", targetId: twice.id, action: "ban" });
    const late = await insertAppeal(first.id, twice.id);
    expect((await decide(late.id, "reversed", "The suspension was wrong", adminCookie)).status).toBe(200);
    expect((await getDb().select().from(users).where(eq(users.id, twice.id)))[0].status).toBe("banned");
  });

  it("lists pending first, filters by status and pages", async () => {
    const res = await call(appealsRoute, "/api/moderation/appeals?limit=2", { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const all: { id: number; status: string }[] = [...res.body];
    let cursor = res.headers.get("X-Next-Cursor");
    while (cursor) {
      const next = await call(appealsRoute, `/api/moderation/appeals?limit=2&cursor=${cursor}`, {
        cookie: adminCookie,
      });
      all.push(...next.body);
      cursor = next.headers.get("X-Next-Cursor");
    }
    expect(all.length).toBe(Number(res.headers.get("X-Total-Count")));
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    const firstDecided = all.findIndex((a) => a.status !== "pending");
    expect(all.slice(firstDecided).every((a) => a.status !== "pending")).toBe(true);
    expect(Number(res.headers.get("X-Pending-Count"))).toBe(all.filter((a) => a.status === "pending").length);
    const reversed = await call(appealsRoute, "/api/moderation/appeals?status=reversed", { cookie: adminCookie });
    expect(reversed.body.length).toBeGreaterThan(0);
    expect(reversed.body.every((a: { status: string }) => a.status === "reversed")).toBe(true);
  });
});

describe("the kept text of deleted comments", () => {
  it("is erased 180 days after the deletion, unless an appeal on it is pending", async () => {
    const d = await insertDebate({ categoryId });
    const author = await createUser();
    const old = await insertComment(d.id, author.id, { deleted: true });
    const appealed = await insertComment(d.id, author.id, { deleted: true });
    const recent = await insertComment(d.id, author.id, { deleted: true });
    const longAgo = new Date(Date.now() - 181 * 24 * 3600_000);
    await getDb()
      .update(comments)
      .set({ deletedAt: longAgo })
      .where(sql`${comments.id} in (${old.id}, ${appealed.id})`);
    const action = await insertAction({
      moderatorId: moderator.id,
      targetType: "comment",
      targetId: appealed.id,
      daysAgo: 179,
    });
    await insertAppeal(action.id, author.id);
    await purgeDeletedCommentText();
    const text = async (id: number) => (await getDb().select().from(comments).where(eq(comments.id, id)))[0].content;
    expect(await text(old.id)).toBe(PURGED_COMMENT_TEXT);
    expect(await text(appealed.id)).toBe("A comment");
    expect(await text(recent.id)).toBe("A comment");
  });
});
