import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getDebate } from "../../app/api/debates/[id]/route";
import { getDb } from "../../lib/db";
import { comments, messageParticipants, messages, moderationActions, users } from "../../lib/db/schema";
import { commentCalls as api } from "../fixtures/comments";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { createUser, login } from "../fixtures/users";
import { mailSent } from "../fixtures/after";

let categoryId: number;
const plusUser = async (username?: string) => {
  const user = await createUser({ username, roles: ["pv_plus"] });
  return { user, cookie: await login(user) };
};

beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

describe("reading comments", () => {
  it("gives a PV+ member the whole tree with every documented field", async () => {
    const debate = await insertDebate({ categoryId });
    const { user, cookie } = await plusUser("tree_author");
    const posted = await api.post(debate.id, { content: "  First point  " }, cookie);
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({
      id: expect.any(Number),
      debateId: debate.id,
      userId: user.id,
      user: { id: user.id, username: "tree_author", profileImage: null, roles: ["pv_plus"] },
      content: "First point",
      isDeleted: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: null,
      likeCount: 0,
      dislikeCount: 0,
      userLikeStatus: null,
      parentId: null,
      replies: [],
    });
    const reply = await api.reply(posted.body.id, { content: "A reply", debateId: debate.id }, cookie);
    expect(reply.status).toBe(201);
    const nested = await api.reply(reply.body.id, { content: "A reply to the reply", debateId: debate.id }, cookie);
    expect(nested.body).toMatchObject({ parentId: reply.body.id, content: "A reply to the reply" });

    const list = await api.list(debate.id, cookie);
    expect(list.status).toBe(200);
    expect(list.headers.get("X-Total-Count")).toBe("1");
    expect(list.headers.get("X-Next-Cursor")).toBeNull();
    expect(list.body).toHaveLength(1);
    expect(list.body[0].replies.map((r: { content: string }) => r.content)).toEqual(["A reply"]);
    expect(list.body[0].replies[0].replies.map((r: { content: string }) => r.content)).toEqual([
      "A reply to the reply",
    ]);
  });

  it("never sends a body to a visitor, a plain user or an unverified PV+ account: only the count", async () => {
    const debate = await insertDebate({ categoryId });
    const { cookie } = await plusUser();
    await api.post(debate.id, { content: "Secret words of PV+ members" }, cookie);
    const plain = await login(await createUser());
    const donater = await login(await createUser({ roles: ["donater", "verified_debate_poster"] }));
    for (const who of [undefined, plain, donater]) {
      const res = await api.list(debate.id, who);
      expect(res).toMatchObject({ status: 200, body: [] });
      expect(res.headers.get("X-Total-Count")).toBe("1");
      expect(res.text).not.toContain("Secret words");
      const thread = await api.list(debate.id, who, "?thread=1");
      expect(thread.text).not.toContain("Secret words");
      const detail = await call(getDebate, `/api/debates/${debate.id}`, {
        cookie: who,
        params: { id: String(debate.id) },
      });
      expect(detail.body.commentCount).toBe(1);
      expect(detail.text).not.toContain("Secret words");
    }
  });

  it("pages top-level comments on the server, newest first, with a cursor and the total", async () => {
    const debate = await insertDebate({ categoryId });
    const { cookie } = await plusUser();
    for (let i = 1; i <= 9; i += 1)
      await getDb()
        .insert(comments)
        .values({ debateId: debate.id, userId: null, content: `c${i}` });
    const first = await api.list(debate.id, cookie, "?limit=3");
    expect(first.body.map((c: { content: string }) => c.content)).toEqual(["c9", "c8", "c7"]);
    expect(first.headers.get("X-Total-Count")).toBe("9");
    const cursor = first.headers.get("X-Next-Cursor");
    expect(cursor).toBe(String(first.body[2].id));
    const second = await api.list(debate.id, cookie, `?limit=5&before=${cursor}`);
    expect(second.body.map((c: { content: string }) => c.content)).toEqual(["c6", "c5", "c4", "c3", "c2"]);
    const last = await api.list(debate.id, cookie, `?limit=5&before=${second.headers.get("X-Next-Cursor")}`);
    expect(last.body.map((c: { content: string }) => c.content)).toEqual(["c1"]);
    expect(last.headers.get("X-Next-Cursor")).toBeNull();
    expect(first.body[0].user).toEqual({ id: null, username: "[deleted user]", profileImage: null, roles: [] });
  });

  it("answers the thread that holds a comment, for #comment-{id} links", async () => {
    const debate = await insertDebate({ categoryId });
    const { cookie } = await plusUser();
    const root = await api.post(debate.id, { content: "Old root" }, cookie);
    const reply = await api.reply(root.body.id, { content: "Linked reply", debateId: debate.id }, cookie);
    for (let i = 0; i < 4; i += 1) await api.post(debate.id, { content: `Newer ${i}` }, cookie);
    const res = await api.list(debate.id, cookie, `?thread=${reply.body.id}`);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: root.body.id, replies: [{ id: reply.body.id, content: "Linked reply" }] });
    const other = await insertDebate({ categoryId });
    expect((await api.list(other.id, cookie, `?thread=${reply.body.id}`)).body).toEqual([]);
  });

  it("answers 404 for a taken-down or missing debate, except to staff for a taken-down one", async () => {
    const debate = await insertDebate({ categoryId, isActive: false });
    const { cookie } = await plusUser();
    expect(await api.list(debate.id, cookie)).toMatchObject({ status: 404, body: { message: "Debate not found" } });
    expect(await api.post(debate.id, { content: "Hello" }, cookie)).toMatchObject({
      status: 404,
      body: { message: "Debate not found" },
    });
    expect(await api.list(debate.id)).toMatchObject({ status: 404 });
    expect(await api.list(99999999, cookie)).toMatchObject({ status: 404 });
    expect(await api.list("%ff", cookie)).toMatchObject({ status: 404 });
    const mod = await login(await createUser({ roles: ["moderator"] }));
    expect(await api.list(debate.id, mod)).toMatchObject({ status: 200, body: [] });
  });
});

describe("writing comments", () => {
  it("refuses visitors (401) and non-PV+ users (403) and stores nothing", async () => {
    const debate = await insertDebate({ categoryId });
    expect(await api.post(debate.id, { content: "Hi" })).toMatchObject({
      status: 401,
      body: { message: "Authentication required" },
    });
    const plain = await login(await createUser());
    expect(await api.post(debate.id, { content: "Hi" }, plain)).toMatchObject({ status: 403 });
    const unverified = await login(await createUser({ roles: ["pv_plus"], emailVerified: false }));
    expect(await api.post(debate.id, { content: "Hi" }, unverified)).toMatchObject({
      status: 403,
      body: { message: "Email verification required" },
    });
    const suspended = await login(
      await createUser({ roles: ["pv_plus"], status: "suspended", suspendedUntil: new Date(Date.now() + 3600_000) }),
    );
    expect(await api.post(debate.id, { content: "Hi" }, suspended)).toMatchObject({
      status: 403,
      body: { message: "Your account is suspended" },
    });
    expect(await getDb().select().from(comments).where(eq(comments.debateId, debate.id))).toEqual([]);
  });

  it("rejects empty, NUL, oversized and malformed input with 400 and a field error", async () => {
    const debate = await insertDebate({ categoryId });
    const { cookie } = await plusUser();
    const root = await api.post(debate.id, { content: "Root" }, cookie);
    const bad: [unknown, string][] = [
      [{ content: "   " }, "Comment cannot be empty"],
      [{}, "Comment cannot be empty"],
      [{ content: 42 }, "Comment cannot be empty"],
      [{ content: "a\u0000b" }, "Text must not contain NUL characters"],
      [{ content: "x".repeat(2001) }, "Comment must be at most 2000 characters"],
    ];
    for (const [body, message] of bad) {
      expect(await api.post(debate.id, body, cookie)).toMatchObject({
        status: 400,
        body: { errors: { content: message } },
      });
      expect(await api.edit(root.body.id, body, cookie)).toMatchObject({
        status: 400,
        body: { errors: { content: message } },
      });
      const reply = await api.reply(root.body.id, { debateId: debate.id, ...(body as object) }, cookie);
      expect(reply).toMatchObject({ status: 400, body: { errors: { content: message } } });
    }
    const huge = "y".repeat(1024 * 1024);
    expect(await api.post(debate.id, { content: huge }, cookie)).toMatchObject({
      status: 413,
      body: { message: "Request body is too large" },
    });
    expect(await api.reply(root.body.id, { content: huge, debateId: debate.id }, cookie)).toMatchObject({
      status: 413,
      body: { message: "Request body is too large" },
    });
    expect(await api.reply(root.body.id, { content: "ok" }, cookie)).toMatchObject({
      status: 400,
      body: { errors: { debateId: "Debate is required" } },
    });
    expect(await api.like(root.body.id, "yes", cookie)).toMatchObject({
      status: 400,
      body: { errors: { isLike: "isLike must be true or false" } },
    });
    const rows = await getDb().select().from(comments).where(eq(comments.debateId, debate.id));
    expect(rows.map((r) => r.content)).toEqual(["Root"]);
  });

  it("lets only the author edit, marks the edit, and lets the author or staff delete", async () => {
    const debate = await insertDebate({ categoryId });
    const author = await plusUser();
    const other = await plusUser();
    const posted = await api.post(debate.id, { content: "Original" }, author.cookie);
    const mod = await login(await createUser({ roles: ["moderator"] }));

    expect(await api.edit(posted.body.id, { content: "Hijacked" }, other.cookie)).toMatchObject({
      status: 403,
      body: { message: "You can only edit your own comments" },
    });
    expect(await api.edit(posted.body.id, { content: "Hijacked" }, mod)).toMatchObject({ status: 403 });
    expect(await api.remove(posted.body.id, other.cookie)).toMatchObject({
      status: 403,
      body: { message: "You can only delete your own comments" },
    });
    expect(await api.remove(posted.body.id)).toMatchObject({ status: 401 });
    const [unchanged] = await getDb().select().from(comments).where(eq(comments.id, posted.body.id));
    expect(unchanged).toMatchObject({ content: "Original", updatedAt: null, deletedAt: null });

    const edited = await api.edit(posted.body.id, { content: "Edited" }, author.cookie);
    expect(edited).toMatchObject({ status: 200, body: { content: "Edited", updatedAt: expect.any(String) } });
    expect(await api.remove(posted.body.id, mod)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api.list(debate.id, author.cookie)).body).toEqual([]);
    // staff deleting someone else's comment is a takedown: recorded, the author told with the statement of reasons
    const [taken] = await getDb()
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.targetType, "comment"), eq(moderationActions.targetId, posted.body.id)));
    expect(taken).toMatchObject({ action: "takedown" });
    const notices = await getDb()
      .select({ subject: messages.subject, actionId: messages.actionId })
      .from(messageParticipants)
      .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
      .where(eq(messageParticipants.userId, author.user.id));
    expect(notices).toContainEqual({ subject: "Your comment was taken down", actionId: taken.id });
    expect(await api.edit(posted.body.id, { content: "Again" }, author.cookie)).toMatchObject({
      status: 404,
      body: { message: "Comment not found" },
    });

    const mine = await api.post(debate.id, { content: "Mine" }, author.cookie);
    expect(await api.remove(mine.body.id, author.cookie)).toMatchObject({ status: 200 });
  });

  it("keeps the replies of a deleted comment under '[deleted]'", async () => {
    const debate = await insertDebate({ categoryId });
    const a = await plusUser();
    const b = await plusUser();
    const root = await api.post(debate.id, { content: "Will go" }, a.cookie);
    await api.reply(root.body.id, { content: "Stays", debateId: debate.id }, b.cookie);
    await api.remove(root.body.id, a.cookie);
    const list = await api.list(debate.id, b.cookie);
    expect(list.headers.get("X-Total-Count")).toBe("1");
    expect(list.body).toEqual([
      expect.objectContaining({
        id: root.body.id,
        content: "[deleted]",
        isDeleted: true,
        user: null,
        userId: null,
        replies: [expect.objectContaining({ content: "Stays" })],
      }),
    ]);
    expect(await api.reply(root.body.id, { content: "To the void", debateId: debate.id }, b.cookie)).toMatchObject({
      status: 404,
    });
  });

  it("limits comments and replies to 10 a minute per user (429 with Retry-After)", async () => {
    const debate = await insertDebate({ categoryId });
    const { cookie } = await plusUser();
    const root = await api.post(debate.id, { content: "one" }, cookie);
    for (let i = 0; i < 9; i += 1)
      expect((await api.reply(root.body.id, { content: `r${i}`, debateId: debate.id }, cookie)).status).toBe(201);
    const over = await api.post(debate.id, { content: "eleventh" }, cookie);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("reply notifications", () => {
  it("puts a 'reply' message in the parent author's inbox and mails them, but not for a self-reply", async () => {
    const debate = await insertDebate({ categoryId, title: "Notify me debate" });
    const parent = await plusUser("parent_author");
    const replier = await plusUser("the_replier");
    const root = await api.post(debate.id, { content: "Parent comment" }, parent.cookie);
    const reply = await api.reply(root.body.id, { content: "Here is my answer", debateId: debate.id }, replier.cookie);
    await mailSent();

    const inbox = await getDb()
      .select({
        type: messages.type,
        subject: messages.subject,
        content: messages.content,
        debateId: messages.debateId,
        commentId: messages.commentId,
        senderId: messages.senderId,
      })
      .from(messageParticipants)
      .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
      .where(eq(messageParticipants.userId, parent.user.id));
    expect(inbox).toEqual([
      {
        type: "reply",
        subject: "the_replier replied to your comment",
        content: expect.stringContaining("Here is my answer"),
        debateId: debate.id,
        commentId: reply.body.id,
        senderId: replier.user.id,
      },
    ]);
    const [mail] = await mailTo(parent.user.email!);
    expect(mail).toMatchObject({ kind: "reply", subject: "the_replier replied to your comment" });
    expect(mail.text).toContain(`/debate/${debate.id}#comment-${reply.body.id}`);
    expect(mail.text).toContain("/unsubscribe?u=");

    await api.reply(root.body.id, { content: "Talking to myself", debateId: debate.id }, parent.cookie);
    await api.reply(reply.body.id, { content: "Replying to my own reply", debateId: debate.id }, replier.cookie);
    await mailSent();
    const count = async (userId: number) =>
      (await getDb().select().from(messageParticipants).where(eq(messageParticipants.userId, userId))).length;
    expect(await count(parent.user.id)).toBe(1);
    expect(await count(replier.user.id)).toBe(0);
    expect(await mailTo(parent.user.email!)).toHaveLength(1);
    expect(await mailTo(replier.user.email!)).toHaveLength(0);
  });

  it("still tells an unsubscribed author in the inbox, without an email", async () => {
    const debate = await insertDebate({ categoryId });
    const parent = await plusUser();
    await getDb().update(users).set({ unsubscribed: true }).where(eq(users.id, parent.user.id));
    const replier = await plusUser();
    const root = await api.post(debate.id, { content: "Parent" }, parent.cookie);
    await api.reply(root.body.id, { content: "Reply", debateId: debate.id }, replier.cookie);
    await mailSent();
    const rows = await getDb()
      .select()
      .from(messageParticipants)
      .innerJoin(messages, and(eq(messages.id, messageParticipants.messageId), eq(messages.type, "reply")))
      .where(eq(messageParticipants.userId, parent.user.id));
    expect(rows).toHaveLength(1);
    expect(await mailTo(parent.user.email!)).toEqual([]);
  });
});
