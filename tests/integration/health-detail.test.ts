import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as health } from "../../app/api/health/route";
import { getDbHandle } from "../../lib/db";
import { reportMailFailure } from "../../lib/email/mail-error";
import { recordConnectionWait, resetInstanceStats } from "../../lib/instance-stats";
import { closeDueDebates } from "../../lib/server/results/close-due-debates";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

/* Issue 29 item 4: the operator's numbers in /api/health's detail, for staff and the cron secret only. */

const SECRET = "a-cron-secret-of-enough-length";
let staff: string;
let member: string;

beforeAll(async () => {
  staff = await login(await createUser({ username: "hd_moderator", roles: ["moderator"] }));
  member = await login(await createUser({ username: "hd_member" }));
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetInstanceStats();
});

describe("GET /api/health detail", () => {
  it("is not given to a visitor, a member, or a wrong or absent cron secret", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    for (const opts of [
      {},
      { cookie: member },
      { headers: { authorization: `Bearer ${SECRET}x` } },
      { headers: { authorization: SECRET } },
    ]) {
      const res = await call(health, "/api/health", opts);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["status", "version"]);
    }
    vi.stubEnv("CRON_SECRET", "");
    const res = await call(health, "/api/health", { headers: { authorization: "Bearer " } });
    expect(res.body.detail).toBeUndefined();
  });

  it("gives staff and the cron secret the pool, connection waits, the last sweep, mail failures and overdue debates", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const category = await createCategory();
    const overdue = await insertDebate({ categoryId: category.id, ...endedAgo(3600_000) });
    await insertDebate({ categoryId: category.id, ...endedAgo(60_000) });
    await insertDebate({ categoryId: category.id });
    // an hour and more ago: not counted
    recordConnectionWait(9_000, Date.now() - 3_700_000);
    for (const ms of [1, 2, 3, 400]) recordConnectionWait(ms);
    reportMailFailure("results", new Error("refused"));
    reportMailFailure("verification", new Error("refused"));

    const before = await call(health, "/api/health", { cookie: staff });
    expect(before.status).toBe(200);
    const { detail } = before.body;
    expect(detail.overdueDebates).toBe(2);
    expect(detail.oldestOverdueSince).toBe(overdue.votingEndsAt.toISOString());
    expect(detail.lastSweepAt).toBeNull();
    expect(detail.mailFailuresLastHour).toBe(2);
    // on PostgreSQL the health check's own queries wait for connections too
    const waits = detail.connectionWaitsLastHour;
    expect(waits.maxMs).toBeGreaterThanOrEqual(400);
    expect(waits.maxMs).toBeLessThan(9_000);
    expect(waits.count).toBeGreaterThanOrEqual(4);
    if (getDbHandle()?.kind === "pg") {
      expect(detail.pool).toMatchObject({ max: expect.any(Number), total: expect.any(Number), waiting: 0 });
      expect(detail.pool.total).toBeGreaterThan(0);
    } else {
      expect(detail.pool).toBeNull();
      expect(waits.count).toBe(4);
    }

    await closeDueDebates();
    const after = await call(health, "/api/health", { headers: { authorization: `Bearer ${SECRET}` } });
    expect(after.body.detail.overdueDebates).toBe(0);
    expect(after.body.detail.oldestOverdueSince).toBeNull();
    expect(Date.now() - Date.parse(after.body.detail.lastSweepAt)).toBeLessThan(60_000);
    // nothing in it names a person, a mail or an address
    expect(JSON.stringify(after.body)).not.toMatch(/@|hd_member|hd_moderator/);
  });
});
