import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchDebate } from "../../app/api/debates/[id]/route";
import { POST as createAction } from "../../app/api/moderation/actions/route";
import { PATCH as reviewReport } from "../../app/api/moderation/reports/[id]/route";
import { getDb } from "../../lib/db";
import { comments, messageParticipants, moderationActions, reports } from "../../lib/db/schema";
import { mailSent } from "../fixtures/after";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

/*
 * Issue 24 item 3 (decisions.md 'Document 2's REST sequences'): document 2's takedown is three calls. A client that
 * follows it literally succeeds at every step, and the log holds one takedown: setting a report to the status it
 * already has answers 200 changing nothing; a takedown action for content just taken down answers the existing
 * action and records nothing new.
 */

let categoryId: number;
let cookie: string;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
  cookie = await login(await createUser({ roles: ["moderator"] }));
});

const takedowns = (targetType: "debate" | "comment", targetId: number) =>
  getDb()
    .select()
    .from(moderationActions)
    .where(and(eq(moderationActions.targetType, targetType), eq(moderationActions.targetId, targetId)));
const reportRow = async (id: number) => (await getDb().select().from(reports).where(eq(reports.id, id)))[0];
const inboxCount = async (userId: number) =>
  (await getDb().select().from(messageParticipants).where(eq(messageParticipants.userId, userId))).length;
const fileReport = async (targetType: "debate" | "comment", targetId: number) =>
  (
    await getDb()
      .insert(reports)
      .values({ reportedBy: (await createUser()).id, targetType, targetId, reason: "spam" })
      .returning()
  )[0];
const review = (id: number, status: "resolved" | "dismissed") =>
  call(reviewReport, `/api/moderation/reports/${id}`, {
    method: "PATCH",
    cookie,
    body: { status },
    params: { id: String(id) },
  });
const takeDown = (targetType: "debate" | "comment", targetId: number) =>
  call(createAction, "/api/moderation/actions", {
    method: "POST",
    cookie,
    body: { targetType, targetId: String(targetId), action: "takedown", reason: "Spam, as reported", duration: "" },
  });

describe("document 2's takedown, call by call", () => {
  it("deactivate, resolve the report, record the takedown: every step succeeds and the log holds one takedown", async () => {
    const creator = await createUser();
    const debate = await insertDebate({ categoryId, creatorId: creator.id });
    const report = await fileReport("debate", debate.id);

    // 1. PATCH /api/debates/{id} {isActive:false}: taken down, recorded, the report resolved, the creator told
    const off = await call(patchDebate, `/api/debates/${debate.id}`, {
      method: "PATCH",
      cookie,
      body: { isActive: false },
      params: { id: String(debate.id) },
    });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    await mailSent();
    const resolved = await reportRow(report.id);
    expect(resolved.status).toBe("resolved");
    const [first] = await takedowns("debate", debate.id);
    const told = await inboxCount(creator.id);
    expect(told).toBe(1);

    // 2. PATCH /api/moderation/reports/{id} {status:'resolved'}: it already is; 200, changed in nothing
    const again = await review(report.id, "resolved");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: report.id, status: "resolved" });
    expect(await reportRow(report.id)).toEqual(resolved);

    // 3. POST /api/moderation/actions takedown: the existing action, nothing new recorded, nobody told twice
    const action = await takeDown("debate", debate.id);
    await mailSent();
    expect(action.status).toBe(200);
    expect(action.body).toMatchObject({ id: first.id, action: "takedown", targetType: "debate", targetId: debate.id });
    expect(await takedowns("debate", debate.id)).toHaveLength(1);
    expect(await inboxCount(creator.id)).toBe(told);
  });

  it("still refuses another status on a reviewed report (409), and records a new takedown once content is back", async () => {
    const debate = await insertDebate({ categoryId });
    const report = await fileReport("debate", debate.id);
    expect((await review(report.id, "dismissed")).status).toBe(200);
    const dismissed = await reportRow(report.id);
    expect(await review(report.id, "resolved")).toMatchObject({
      status: 409,
      body: { message: "Report already reviewed" },
    });
    expect(await reportRow(report.id)).toEqual(dismissed);

    // a comment: taken down, again answers the same action; restored by hand, a takedown is new again
    const comment = await insertComment(debate.id, (await createUser()).id);
    const first = await takeDown("comment", comment.id);
    expect(first.status).toBe(201);
    expect((await takeDown("comment", comment.id)).body.id).toBe(first.body.id);
    await getDb().update(comments).set({ deletedAt: null }).where(eq(comments.id, comment.id));
    const second = await takeDown("comment", comment.id);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await takedowns("comment", comment.id)).toHaveLength(2);
    await mailSent();
  });
});
