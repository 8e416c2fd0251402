import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listReports } from "../../app/api/moderation/reports/route";
import { PATCH as reviewReport } from "../../app/api/moderation/reports/[id]/route";
import { getDb } from "../../lib/db";
import { reports } from "../../lib/db/schema";
import { reportViewFrom } from "../../lib/server/moderation/report-view";
import { call } from "../fixtures/http";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";

let categoryId: number;
let staffCookie: string;
let moderatorId: number;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
  const moderator = await createUser({ roles: ["moderator"] });
  moderatorId = moderator.id;
  staffCookie = await login(moderator);
});
afterEach(() => vi.useRealTimers());

const list = (query = "", cookie = staffCookie) => call(listReports, `/api/moderation/reports${query}`, { cookie });
const review = (id: number | string, body: unknown, cookie = staffCookie) =>
  call(reviewReport, `/api/moderation/reports/${id}`, { method: "PATCH", body, cookie, params: { id: String(id) } });
const report = async (
  values: Partial<typeof reports.$inferInsert> & { targetType: "debate" | "comment" | "user"; targetId: number },
) =>
  (
    await getDb()
      .insert(reports)
      .values({ reason: "spam", ...values })
      .returning()
  )[0];
const reportRow = async (id: number) => (await getDb().select().from(reports).where(eq(reports.id, id)))[0];

describe("GET /api/moderation/reports", () => {
  it("answers every field of a ReportView, names, titles and comment text joined, newest first", async () => {
    const [reporter, author] = [await createUser(), await createUser()];
    const debate = await insertDebate({ categoryId, creatorId: author.id, title: "Joined title for the report list" });
    const comment = await insertComment(debate.id, author.id);
    const t = Date.now() + 10 * 86_400_000; // newer than anything else in this file
    const onDebate = await report({
      reportedBy: reporter.id,
      targetType: "debate",
      targetId: debate.id,
      createdAt: new Date(t - 3000),
    });
    const onComment = await report({
      reportedBy: reporter.id,
      targetType: "comment",
      targetId: comment.id,
      reason: "harassment",
      description: "mean",
      createdAt: new Date(t - 2000),
    });
    const onUser = await report({
      reportedBy: reporter.id,
      targetType: "user",
      targetId: author.id,
      reason: "other",
      createdAt: new Date(t - 1000),
    });
    const res = await list(`?from=${new Date(t - 5000).toISOString()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("3");
    expect(res.headers.get("x-next-cursor")).toBeNull();
    const common = {
      reportedBy: reporter.id,
      reporterName: reporter.username,
      reportedUserName: author.username,
      status: "pending",
      reviewedBy: null,
      reviewedAt: null,
    };
    expect(res.body).toEqual([
      {
        ...common,
        id: onUser.id,
        targetType: "user",
        targetId: author.id,
        debateTitle: null,
        debateId: null,
        commentContent: null,
        reason: "other",
        description: null,
        createdAt: new Date(t - 1000).toISOString(),
      },
      {
        ...common,
        id: onComment.id,
        targetType: "comment",
        targetId: comment.id,
        debateTitle: debate.title,
        debateId: debate.id,
        commentContent: "A comment",
        reason: "harassment",
        description: "mean",
        createdAt: new Date(t - 2000).toISOString(),
      },
      {
        ...common,
        id: onDebate.id,
        targetType: "debate",
        targetId: debate.id,
        debateTitle: debate.title,
        debateId: debate.id,
        commentContent: null,
        reason: "spam",
        description: null,
        createdAt: new Date(t - 3000).toISOString(),
      },
    ]);
  });

  it("filters by status and a [from, to) window in SQL, pages by cursor, and counts the set and every pending report", async () => {
    const debate = await insertDebate({ categoryId });
    const base = Date.UTC(2020, 0, 10);
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await report({
          reportedBy: (await createUser()).id,
          targetType: "debate",
          targetId: debate.id,
          createdAt: new Date(base + i * 3600_000),
          status: i === 4 ? "dismissed" : "pending",
        }),
      );
    }
    const allPending = (await getDb().select().from(reports).where(eq(reports.status, "pending"))).length;
    const window = `from=${new Date(base).toISOString()}&to=${new Date(base + 5 * 3600_000).toISOString()}`;
    const first = await list(`?status=pending&${window}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.map((r: { id: number }) => r.id)).toEqual([made[3].id, made[2].id]);
    expect(first.headers.get("x-total-count")).toBe("4");
    expect(first.headers.get("x-pending-count")).toBe(String(allPending));
    expect(first.headers.get("x-next-cursor")).toBe(String(made[2].id));
    const second = await list(`?status=pending&${window}&limit=2&cursor=${made[2].id}`);
    expect(second.body.map((r: { id: number }) => r.id)).toEqual([made[1].id, made[0].id]);
    expect(second.headers.get("x-next-cursor")).toBeNull();
    // the window's end is exclusive; an empty parameter is no filter
    const narrow = await list(
      `?from=${new Date(base + 3600_000).toISOString()}&to=${new Date(base + 4 * 3600_000).toISOString()}&status=`,
    );
    expect(narrow.body.map((r: { id: number }) => r.id)).toEqual([made[3].id, made[2].id, made[1].id]);
    expect(narrow.headers.get("x-total-count")).toBe("3");
  });

  it("refuses visitors (401), non-staff (403) and bad input (400 with field errors), NUL bytes included", async () => {
    expect((await list("", "")).status).toBe(401);
    expect(await list("", await login(await createUser({ roles: ["pv_plus"] })))).toMatchObject({ status: 403 });
    const cases: [string, Record<string, string>][] = [
      ["?status=maybe", { status: "Unknown report status" }],
      ["?status=pending%00", { status: expect.any(String) }],
      ["?from=yesterday", { from: "Invalid start date" }],
      ["?to=%00", { to: expect.any(String) }],
      ["?limit=0", { limit: "Limit must be 1 to 200" }],
      ["?limit=201", { limit: "Limit must be 1 to 200" }],
      ["?cursor=abc", { cursor: expect.any(String) }],
    ];
    for (const [query, errors] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toMatchObject(errors);
    }
  });
});

describe("PATCH /api/moderation/reports/{id}", () => {
  it("resolves or dismisses a pending report as the session's user and answers the ReportView; then 409", async () => {
    const debate = await insertDebate({ categoryId });
    const pending = await report({ reportedBy: (await createUser()).id, targetType: "debate", targetId: debate.id });
    const someoneElse = await createUser({ roles: ["admin"] });
    const res = await review(pending.id, { status: "dismissed", reviewedBy: someoneElse.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: pending.id,
      status: "dismissed",
      reviewedBy: moderatorId,
      debateTitle: debate.title,
      debateId: debate.id,
    });
    expect(Date.now() - Date.parse(res.body.reviewedAt)).toBeLessThan(60_000);
    const stored = await reportRow(pending.id);
    expect(stored).toMatchObject({ status: "dismissed", reviewedBy: moderatorId });

    const again = await review(pending.id, { status: "resolved" });
    expect(again).toMatchObject({ status: 409, body: { message: "Report already reviewed" } });
    expect(await reportRow(pending.id)).toEqual(stored);
  });

  it("refuses visitors, non-staff, unknown ids and bad input, changing nothing", async () => {
    const debate = await insertDebate({ categoryId });
    const pending = await report({ reportedBy: (await createUser()).id, targetType: "debate", targetId: debate.id });
    expect((await review(pending.id, { status: "resolved" }, "")).status).toBe(401);
    expect((await review(pending.id, { status: "resolved" }, await login(await createUser()))).status).toBe(403);
    for (const id of ["999999", "abc", "0", "1.5"]) {
      expect(await review(id, { status: "resolved" }), id).toMatchObject({
        status: 404,
        body: { message: "Report not found" },
      });
    }
    for (const body of [{}, { status: "approved" }]) {
      expect(await review(pending.id, body)).toMatchObject({
        status: 400,
        body: { errors: { status: "Status must be resolved or dismissed" } },
      });
    }
    expect(await review(pending.id, { status: "resolved\u0000" })).toMatchObject({
      status: 400,
      body: { errors: { status: expect.any(String) } },
    });
    expect(await reportRow(pending.id)).toMatchObject({ status: "pending", reviewedBy: null, reviewedAt: null });
  });
});

describe("the reports list's plans (PostgreSQL only)", () => {
  it("reads a page of 50,000 reports from an index in order, whatever the filters, without sorting", async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const db = getDb();
    await db.execute(sql`insert into reports (target_type, target_id, reason, status, created_at)
      select 'debate', 1 + g % 1000, 'spam', case when g % 20 = 0 then 'pending' else 'resolved' end, now() - g * interval '1 minute'
      from generate_series(1, 50000) g`);
    await db.execute(sql`analyze reports`);
    const cursor = sql`(select k.created_at, k.id from reports k where k.id = 30000)`;
    const shapes = [
      sql`r.status = 'pending'`,
      sql`true`,
      sql`r.created_at >= now() - interval '30 days' and r.status = 'resolved'`,
      sql`(r.created_at, r.id) < ${cursor}`,
      sql`r.status = 'pending' and (r.created_at, r.id) < ${cursor}`,
    ];
    for (const where of shapes) {
      const { rows } = await db.execute<{ "QUERY PLAN": string }>(
        sql`explain ${reportViewFrom} where ${where} order by r.created_at desc nulls last, r.id desc nulls last limit 101`,
      );
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).toMatch(/Index (Only )?Scan using reports_(status_)?created_idx on reports r/);
      expect(plan).not.toMatch(/Sort|Seq Scan on reports r/);
    }
  });
});
