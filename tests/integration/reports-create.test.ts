import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "../../app/api/moderation/reports/route";
import { getDb } from "../../lib/db";
import { reports } from "../../lib/db/schema";
import { limiter } from "../../lib/server/limits/limiter";
import { call } from "../fixtures/http";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";

const report = (body: unknown, cookie?: string) =>
  call(POST, "/api/moderation/reports", { method: "POST", body, cookie });
let categoryId: number;
const reportsOf = (userId: number) => getDb().select().from(reports).where(eq(reports.reportedBy, userId));

beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

describe("POST /api/moderation/reports", () => {
  it("stores a report by the session's user, never the body's reportedBy, with an empty description as null", async () => {
    const debate = await insertDebate({ categoryId });
    const user = await createUser();
    const someoneElse = await createUser();
    const res = await report(
      { reportedBy: someoneElse.id, targetType: "debate", targetId: debate.id, reason: "spam", description: "" },
      await login(user),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      reportedBy: user.id,
      targetType: "debate",
      targetId: debate.id,
      reason: "spam",
      description: null,
      status: "pending",
      reviewedBy: null,
      reviewedAt: null,
      createdAt: expect.any(String),
    });
    expect(await reportsOf(someoneElse.id)).toEqual([]);
  });

  it("answers a second report of the same pending target with the first (200), concurrent or not", async () => {
    const debate = await insertDebate({ categoryId });
    const comment = await insertComment(debate.id, (await createUser()).id);
    const user = await createUser();
    const cookie = await login(user);
    const first = await report(
      { targetType: "comment", targetId: comment.id, reason: "harassment", description: "Rude" },
      cookie,
    );
    expect(first.status).toBe(201);
    const again = await report(
      { targetType: "comment", targetId: comment.id, reason: "other", description: "Again" },
      cookie,
    );
    expect(again).toMatchObject({
      status: 200,
      body: { id: first.body.id, reason: "harassment", description: "Rude" },
    });
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => report({ targetType: "debate", targetId: debate.id, reason: "spam" }, cookie)),
    );
    expect(new Set(burst.map((r) => r.body.id)).size).toBe(1);
    expect(burst.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await reportsOf(user.id)).toHaveLength(2);
  });

  it("gives every validation message of document 1 section 5, and 400 for NUL bytes and oversized fields", async () => {
    const cookie = await login(await createUser());
    const cases: [unknown, Record<string, string>][] = [
      [{ targetId: 1, reason: "spam" }, { targetType: "Target type is required" }],
      [{ targetType: "planet", targetId: 1, reason: "spam" }, { targetType: "Target type is required" }],
      [{ targetType: "debate", reason: "spam" }, { targetId: "Target ID is required" }],
      [{ targetType: "debate", targetId: 0, reason: "spam" }, { targetId: "Target ID is required" }],
      [{ targetType: "debate", targetId: "abc", reason: "spam" }, { targetId: "Target ID is required" }],
      [{ targetType: "debate", targetId: 1 }, { reason: "Reason is required" }],
      [{ targetType: "debate", targetId: 1, reason: "boring" }, { reason: "Reason is required" }],
      [
        { targetType: "debate", targetId: 1, reason: "spam", description: "a\u0000b" },
        { description: "Text must not contain NUL characters" },
      ],
      [
        { targetType: "debate", targetId: 1, reason: "spam", description: "d".repeat(1001) },
        { description: "Description must be at most 1000 characters" },
      ],
      [
        { targetType: "debate\u0000", targetId: 1, reason: "spam" },
        { targetType: "Text must not contain NUL characters" },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await report(body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toMatchObject(errors);
    }
    expect(
      await report({ targetType: "debate", targetId: 1, reason: "spam", description: "z".repeat(1024 * 1024) }, cookie),
    ).toMatchObject({
      status: 413,
      body: { message: "Request body is too large" },
    });
  });

  it("tells a visitor to log in, and answers 404 for a missing or taken-down target", async () => {
    const hidden = await insertDebate({ categoryId, isActive: false });
    expect(await report({ targetType: "debate", targetId: hidden.id, reason: "spam" })).toMatchObject({
      status: 401,
      body: { message: "You must be logged in to report content" },
    });
    const user = await createUser();
    const cookie = await login(user);
    expect(await report({ targetType: "debate", targetId: hidden.id, reason: "spam" }, cookie)).toMatchObject({
      status: 404,
      body: { message: "Debate not found" },
    });
    expect(await report({ targetType: "comment", targetId: 99999999, reason: "spam" }, cookie)).toMatchObject({
      status: 404,
      body: { message: "Comment not found" },
    });
    expect(await reportsOf(user.id)).toEqual([]);
  });

  it("limits new reports to 20 an hour per user", async () => {
    const user = await createUser();
    const cookie = await login(user);
    const debates = await Promise.all(Array.from({ length: 21 }, () => insertDebate({ categoryId })));
    for (const d of debates.slice(0, 20))
      expect((await report({ targetType: "debate", targetId: d.id, reason: "spam" }, cookie)).status).toBe(201);
    const over = await report({ targetType: "debate", targetId: debates[20].id, reason: "spam" }, cookie);
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await reportsOf(user.id)).toHaveLength(20);
  });

  it("does not count duplicates sent at once against the 20-an-hour budget", async () => {
    const user = await createUser();
    const cookie = await login(user);
    const debates = await Promise.all(Array.from({ length: 20 }, () => insertDebate({ categoryId })));
    const burst = await Promise.all(
      Array.from({ length: 15 }, () =>
        report({ targetType: "debate", targetId: debates[0].id, reason: "spam" }, cookie),
      ),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.status !== 201 && r.status !== 200)).toEqual([]);
    expect((await limiter("report").get(String(user.id)))?.consumedPoints).toBe(1);
    // the other 19 of the hour's 20 are still there
    for (const d of debates.slice(1))
      expect((await report({ targetType: "debate", targetId: d.id, reason: "spam" }, cookie)).status).toBe(201);
  });
});
