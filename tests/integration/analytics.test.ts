import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as analytics } from "../../app/api/admin/analytics/route";
import { getDb } from "../../lib/db";
import { appeals, moderationActions, reports, users, votes } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createCategory, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";
import type { VotePosition } from "../../lib/enums";

// A fresh database per file: every figure below is counted by hand from what this file inserts.
const DAY = 86_400_000;
const utcMidnight = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** noon (UTC) of the day `daysAgo` days before today */
const noon = (daysAgo: number) => new Date(utcMidnight - daysAgo * DAY + DAY / 2);
const dateOf = (daysAgo: number) => new Date(utcMidnight - daysAgo * DAY).toISOString().slice(0, 10);

let staffCookie: string;

beforeAll(async () => {
  const db = getDb();
  const admin = await createUser({ roles: ["admin", "moderator"] }); // joined now: today
  staffCookie = await login(admin);
  await createUser({ roles: ["pv_plus"] }); // today
  await createUser({ roles: ["user", "pv_plus"] }); // today
  const plain = await createUser(); // no roles: counts as 'user'
  await createUser({ status: "suspended" }); // counts
  await createUser({ roles: ["moderator"], status: "deleted" }); // counts nowhere
  // move three of them into the past: 2 days ago (two users) and 8 days ago (outside the window)
  await db
    .update(users)
    .set({ joinedAt: noon(2) })
    .where(eq(users.id, plain.id));
  await db
    .update(users)
    .set({ joinedAt: noon(2) })
    .where(sql`${users.status} = 'suspended'`);
  const old = await createUser();
  await db
    .update(users)
    .set({ joinedAt: noon(8) })
    .where(eq(users.id, old.id));

  const law = await createCategory({ name: "Law", color: "#111111" });
  const tech = await createCategory({ name: "Tech", color: "#222222" });
  await createCategory({ name: "Empty", color: "#333333" });
  const d1 = await insertDebate({ categoryId: law.id });
  const d2 = await insertDebate({ categoryId: law.id });
  await insertDebate({ categoryId: law.id, isActive: false }); // taken down: not counted
  const d4 = await insertDebate({ categoryId: tech.id });
  // votes: 2 today, 1 three days ago, 3 six days ago, 1 seven days ago (outside the window)
  const at = (debateId: number, daysAgo: number, position: VotePosition) => ({
    debateId,
    position,
    createdAt: noon(daysAgo),
  });
  await db
    .insert(votes)
    .values([
      at(d1.id, 0, "A"),
      at(d2.id, 0, "B"),
      at(d1.id, 3, "A"),
      at(d2.id, 6, "A"),
      at(d4.id, 6, "B"),
      at(d4.id, 6, "A"),
      at(d1.id, 7, "B"),
    ]);
  await db.insert(reports).values([
    { targetType: "debate", targetId: d1.id, reason: "spam" },
    { targetType: "debate", targetId: d2.id, reason: "spam", status: "dismissed" },
    { targetType: "user", targetId: admin.id, reason: "other", status: "resolved" },
  ]);
  // appeals: one pending, three decided after 2, 6 and 10 hours (median 6)
  const actions = await db
    .insert(moderationActions)
    .values(
      [0, 1, 2, 3].map((i) => ({
        moderatorId: admin.id,
        targetType: "user" as const,
        targetId: plain.id,
        action: "warn" as const,
        reason: `w${i}`,
      })),
    )
    .returning();
  const filed = noon(3);
  await db.insert(appeals).values([
    { actionId: actions[0].id, appellantId: plain.id, statement: "Please look again at this", createdAt: filed },
    ...[2, 6, 10].map((h, i) => ({
      actionId: actions[i + 1].id,
      appellantId: plain.id,
      statement: "Please look again at this",
      status: "upheld" as const,
      decidedBy: admin.id,
      decidedAt: new Date(filed.getTime() + h * 3600_000),
      reason: "Stands",
      createdAt: filed,
    })),
  ]);
});

describe("GET /api/admin/analytics", () => {
  it("answers figures equal to the counts made by hand, every day of the last 7 present, no A/B split", async () => {
    const res = await call(analytics, "/api/admin/analytics", { cookie: staffCookie });
    expect(res.status).toBe(200);
    const day = (daysAgo: number, count: number) => ({ date: dateOf(daysAgo), count });
    expect(res.body).toEqual({
      totalUsers: 6, // 7 created, one deleted
      totalDebates: 3,
      totalVotes: 7,
      totalReports: 3,
      pendingReports: 1,
      pendingAppeals: 1,
      medianAppealHours: 6,
      usersByRole: { user: 4, donater: 0, pv_plus: 2, verified_debate_poster: 0, moderator: 1, admin: 1 },
      recentRegistrations: [day(6, 0), day(5, 0), day(4, 0), day(3, 0), day(2, 2), day(1, 0), day(0, 3)],
      votingActivity: [day(6, 3), day(5, 0), day(4, 0), day(3, 1), day(2, 0), day(1, 0), day(0, 2)],
      debatesPerCategory: [
        { category: "Law", color: "#111111", count: 2 },
        { category: "Tech", color: "#222222", count: 1 },
        { category: "Empty", color: "#333333", count: 0 },
      ],
    });
    expect(res.text).not.toMatch(/votes_?a|votes_?b|"A"|"B"|position/i);
  });

  it("is for staff only", async () => {
    expect((await call(analytics, "/api/admin/analytics")).status).toBe(401);
    expect(
      (await call(analytics, "/api/admin/analytics", { cookie: await login(await createUser({ roles: ["pv_plus"] })) }))
        .status,
    ).toBe(403);
  });
});
