import { describe, expect, it } from "vitest";
import { GET as unreadCount } from "../../app/api/messages/unread/count/route";
import { GET as listReports } from "../../app/api/moderation/reports/route";
import { getDb } from "../../lib/db";
import { categories, comments, debates, messageParticipants, messages, reports } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

describe("GET /api/messages/unread/count", () => {
  it("answers 401 for a visitor", async () => {
    expect((await call(unreadCount, "/api/messages/unread/count")).status).toBe(401);
  });

  it("counts only the caller's unread messages", async () => {
    const [me, other] = [await createUser(), await createUser()];
    const rows = await getDb()
      .insert(messages)
      .values([1, 2, 3].map((n) => ({ subject: `Notice ${n}`, content: "Hello", type: "mass" as const })))
      .returning();
    await getDb()
      .insert(messageParticipants)
      .values([
        { messageId: rows[0].id, userId: me.id },
        { messageId: rows[1].id, userId: me.id, isRead: true, readAt: new Date() },
        { messageId: rows[2].id, userId: me.id },
        { messageId: rows[0].id, userId: other.id },
      ]);
    const res = await call(unreadCount, "/api/messages/unread/count", { cookie: await login(me) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 2 });
  });
});

describe("GET /api/moderation/reports", () => {
  it("is for staff only", async () => {
    expect((await call(listReports, "/api/moderation/reports")).status).toBe(401);
    const plus = await createUser({ roles: ["pv_plus"] });
    expect((await call(listReports, "/api/moderation/reports", { cookie: await login(plus) })).status).toBe(403);
  });

  it("lists reports newest first with names and titles, filtered by status", async () => {
    const [reporter, author, mod] = [
      await createUser(),
      await createUser(),
      await createUser({ roles: ["moderator"] }),
    ];
    const db = getDb();
    const [cat] = await db.insert(categories).values({ name: "Law", slug: "law", color: "#123456" }).returning();
    const now = Date.now();
    const [debate] = await db
      .insert(debates)
      .values({
        title: "Should juries be abolished?",
        description: "d".repeat(60),
        categoryId: cat.id,
        positionATitle: "Yes",
        positionBTitle: "No",
        creatorId: author.id,
        createdAt: new Date(now),
        votingEndsAt: new Date(now + 7 * 86_400_000),
      })
      .returning();
    const [comment] = await db
      .insert(comments)
      .values({ debateId: debate.id, userId: author.id, content: "Rude words" })
      .returning();
    await db.insert(reports).values([
      {
        reportedBy: reporter.id,
        targetType: "debate",
        targetId: debate.id,
        reason: "spam",
        createdAt: new Date(now - 2000),
      },
      {
        reportedBy: reporter.id,
        targetType: "comment",
        targetId: comment.id,
        reason: "harassment",
        description: "mean",
        createdAt: new Date(now - 1000),
      },
      {
        reportedBy: reporter.id,
        targetType: "user",
        targetId: author.id,
        reason: "other",
        status: "dismissed",
        createdAt: new Date(now),
      },
    ]);
    const cookie = await login(mod);
    const all = await call(listReports, "/api/moderation/reports", { cookie });
    expect(all.status).toBe(200);
    expect(all.body.map((r: { targetType: string }) => r.targetType)).toEqual(["user", "comment", "debate"]);
    expect(all.body[1]).toMatchObject({
      reporterName: reporter.username,
      reportedUserName: author.username,
      debateTitle: "Should juries be abolished?",
      reason: "harassment",
      description: "mean",
      status: "pending",
      reviewedBy: null,
    });
    const pending = await call(listReports, "/api/moderation/reports?status=pending", { cookie });
    expect(pending.body).toHaveLength(2);
    const bad = await call(listReports, "/api/moderation/reports?status=maybe", { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Unknown report status");
  });
});
