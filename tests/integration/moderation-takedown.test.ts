import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listMessages } from "../../app/api/messages/route";
import { POST as takedown } from "../../app/api/moderation/reports/[id]/takedown/route";
import { getDb } from "../../lib/db";
import { comments, debates, messageParticipants, messages, moderationActions, reports } from "../../lib/db/schema";
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
  moderator = await createUser({ roles: ["moderator"] });
  cookie = await login(moderator);
});

const takeDown = (id: number | string, body?: unknown, as = cookie) =>
  call(takedown, `/api/moderation/reports/${id}/takedown`, {
    method: "POST",
    body,
    cookie: as,
    params: { id: String(id) },
  });
const report = async (
  targetType: "debate" | "comment" | "user",
  targetId: number,
  values: Partial<typeof reports.$inferInsert> = {},
) =>
  (
    await getDb()
      .insert(reports)
      .values({ reportedBy: (await createUser()).id, targetType, targetId, reason: "spam", ...values })
      .returning()
  )[0];
const inboxOf = (userId: number) =>
  getDb()
    .select({ subject: messages.subject, content: messages.content, senderId: messages.senderId, type: messages.type })
    .from(messageParticipants)
    .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
    .where(eq(messageParticipants.userId, userId));
/** Everything a takedown may change, to show a refused or failed one changed nothing. */
const snapshot = async () => ({
  debates: await getDb().select().from(debates).orderBy(debates.id),
  comments: await getDb().select().from(comments).orderBy(comments.id),
  reports: await getDb().select().from(reports).orderBy(reports.id),
  actions: await getDb().select().from(moderationActions),
  messages: await getDb().select().from(messages),
});

describe("POST /api/moderation/reports/{id}/takedown", () => {
  it("lets a moderator take down an admin's reported debate and another moderator's reported comment (content, not people)", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const otherModerator = await createUser({ roles: ["moderator"] });
    const debate = await insertDebate({
      categoryId,
      creatorId: admin.id,
      title: "An admin's debate that breaks the rules",
    });
    const onDebate = await report("debate", debate.id);
    const host = await insertDebate({ categoryId });
    const comment = await insertComment(host.id, otherModerator.id);
    const onComment = await report("comment", comment.id);

    const debateRes = await takeDown(onDebate.id);
    expect(debateRes.status).toBe(200);
    expect(debateRes.body.action).toMatchObject({
      moderatorId: moderator.id,
      targetType: "debate",
      targetId: debate.id,
      action: "takedown",
    });
    expect((await getDb().select().from(debates).where(eq(debates.id, debate.id)))[0].isActive).toBe(false);

    const commentRes = await takeDown(onComment.id);
    expect(commentRes.status).toBe(200);
    expect(commentRes.body.action).toMatchObject({
      moderatorId: moderator.id,
      targetType: "comment",
      targetId: comment.id,
      action: "takedown",
    });
    expect((await getDb().select().from(reports).where(eq(reports.id, onComment.id)))[0]).toMatchObject({
      status: "resolved",
      reviewedBy: moderator.id,
    });
    expect((await inboxOf(admin.id)).map((m) => m.subject)).toEqual(["Your debate was taken down"]);
    await mailSent();
  });

  it("hides a debate, resolves every pending report on it, records the action naming the report, tells the creator", async () => {
    const creator = await createUser({ username: "td_creator", email: "td_creator@example.com" });
    const debate = await insertDebate({ categoryId, creatorId: creator.id, title: "A debate that breaks the rules" });
    const first = await report("debate", debate.id, { description: "Buy my stuff" });
    const second = await report("debate", debate.id, { reason: "other" });

    const res = await takeDown(first.id);
    expect(res.status).toBe(200);
    expect(res.body.report).toMatchObject({
      id: first.id,
      status: "resolved",
      reviewedBy: moderator.id,
      debateTitle: debate.title,
      reportedUserName: "td_creator",
    });
    expect(res.body.action).toEqual({
      id: expect.any(Number),
      moderatorId: moderator.id,
      moderatorName: moderator.username,
      targetType: "debate",
      targetId: debate.id,
      action: "takedown",
      reason: `Report #${first.id} (spam): Buy my stuff`,
      rule: "spam",
      duration: null,
      createdAt: expect.any(String),
    });
    expect((await getDb().select().from(debates).where(eq(debates.id, debate.id)))[0].isActive).toBe(false);
    expect((await getDb().select().from(reports).where(eq(reports.id, second.id)))[0]).toMatchObject({
      status: "resolved",
      reviewedBy: moderator.id,
    });
    const [notice] = await inboxOf(creator.id);
    expect(notice).toMatchObject({ subject: "Your debate was taken down", senderId: moderator.id, type: "direct" });
    expect(notice.content).toContain(
      `Your debate "A debate that breaks the rules" was taken down by the moderators and is no longer visible.`,
    );
    expect(notice.content).toContain("Rule applied: Spam or advertising (the reason given in the report)");
    expect(notice.content).toContain(`/appeal?action=${res.body.action.id}`);
    // the inbox names the site's moderation as the sender, never the moderator (issue 24 item 6.13)
    const inbox = await call(listMessages, "/api/messages", { cookie: await login(creator) });
    expect(inbox.body[0]).toMatchObject({
      subject: "Your debate was taken down",
      senderName: "People's Verdict moderation",
      senderId: null,
    });
    expect(JSON.stringify(inbox.body)).not.toContain(moderator.username);
    await mailSent();
    const [mail] = await mailTo(creator.email!);
    expect(mail).toMatchObject({ subject: "Your debate was taken down", kind: "takedown" });
    expect(mail.text).toContain("A debate that breaks the rules");
    expect(mail.text).toContain("Spam or advertising (the reason given in the report)");
  });

  it("deletes a reported comment with the moderator's reason, mailing the author even when unsubscribed", async () => {
    const author = await createUser();
    await getDb().execute(sql`update users set unsubscribed = true where id = ${author.id}`);
    const debate = await insertDebate({ categoryId });
    const comment = await insertComment(debate.id, author.id);
    const r = await report("comment", comment.id, { reason: "harassment" });
    const res = await takeDown(r.id, { reason: "  Personal attack  " });
    expect(res.status).toBe(200);
    expect(res.body.action.reason).toBe(`Report #${r.id} (harassment): Personal attack`);
    expect(res.body.report).toMatchObject({ status: "resolved", commentContent: "A comment" });
    expect((await getDb().select().from(comments).where(eq(comments.id, comment.id)))[0].deletedAt).not.toBeNull();
    const [message] = await inboxOf(author.id);
    expect(message.subject).toBe("Your comment was taken down");
    expect(message.content).toContain(
      `Your comment on "${debate.title}" was taken down by the moderators and is no longer visible.`,
    );
    expect(message.content).toContain(`Your comment #${comment.id} on "${debate.title}": "A comment"`);
    expect(message.content).toContain("Facts given by the moderator: Personal attack");
    await mailSent();
    expect((await mailTo(author.email!)).map((m) => m.subject)).toEqual(["Your comment was taken down"]);
  });

  it("answers 409 for a reviewed report, 400 for a user report, 404 for none, and 401/403 before anything, changing nothing", async () => {
    const debate = await insertDebate({ categoryId });
    const dismissed = await report("debate", debate.id, { status: "dismissed" });
    const onUser = await report("user", (await createUser()).id);
    const pending = await report("debate", debate.id);
    const before = await snapshot();
    expect(await takeDown(dismissed.id)).toMatchObject({ status: 409, body: { message: "Report already reviewed" } });
    expect(await takeDown(onUser.id)).toMatchObject({
      status: 400,
      body: { message: "Only a debate or a comment can be taken down; punish the user instead" },
    });
    expect(await takeDown(999999)).toMatchObject({ status: 404, body: { message: "Report not found" } });
    expect(await takeDown("x1")).toMatchObject({ status: 404, body: { message: "Report not found" } });
    expect(await takeDown(pending.id, { reason: "" })).toMatchObject({
      status: 400,
      body: { errors: { reason: "Reason is required" } },
    });
    expect(await takeDown(pending.id, { reason: "a\u0000b" })).toMatchObject({
      status: 400,
      body: { errors: { reason: "Text must not contain NUL characters" } },
    });
    expect((await takeDown(pending.id, undefined, "")).status).toBe(401);
    expect((await takeDown(pending.id, undefined, await login(await createUser({ roles: ["pv_plus"] })))).status).toBe(
      403,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("is atomic: a failure midway (the action cannot be recorded) or a vanished target leaves everything as it was", async () => {
    const creator = await createUser();
    const debate = await insertDebate({ categoryId, creatorId: creator.id });
    const r = await report("debate", debate.id);
    const before = await snapshot();
    const db = getDb();
    await db.execute(sql`create function pv_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await db.execute(
      sql`create trigger pv_test_refuse before insert on moderation_actions for each row execute function pv_test_refuse()`,
    );
    const errors: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void errors.push(args));
    const failed = await takeDown(r.id);
    vi.mocked(console.error).mockImplementation(() => {});
    await db.execute(sql`drop trigger pv_test_refuse on moderation_actions`);
    expect(failed.status).toBe(500);
    expect(errors).toHaveLength(1);
    expect(await snapshot()).toEqual(before);

    const vanished = await report("comment", 2_000_000_000);
    const withVanished = await snapshot();
    expect(await takeDown(vanished.id)).toMatchObject({ status: 404, body: { message: "Comment not found" } });
    expect(await snapshot()).toEqual(withVanished);
    expect(await inboxOf(creator.id)).toEqual([]);
    // and it still works once nothing is in the way
    expect((await takeDown(r.id)).status).toBe(200);
  });
});
