import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../lib/db";
import { rateLimits } from "../../lib/db/schema";
import { AppError } from "../../lib/errors";
import { checkLimit } from "../../lib/server/limits/check-limit";
import { consumeLimit } from "../../lib/server/limits/consume-limit";
import { LIMITS } from "../../lib/server/limits/limits";
import { refundLimit } from "../../lib/server/limits/refund-limit";
import { resetLimit } from "../../lib/server/limits/reset-limit";

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, retryAfter: error.retryAfter } : error),
  );
const row = async (key: string) => (await getDb().select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe("abuse limits in the database", () => {
  it("counts each attempt in one row per key and refuses past the limit with the seconds left", async () => {
    const { points, duration } = LIMITS.report;
    for (let i = 0; i < points; i++) await consumeLimit("report", 7);
    expect(await row("pv:report:7")).toMatchObject({ points });
    const refused = await refusal(checkLimit("report", 7));
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(duration - 5);
    expect(await refusal(consumeLimit("report", 7))).toMatchObject({ code: "RATE_LIMITED" });
    // another key is untouched
    expect(await refusal(checkLimit("report", 8))).toBeNull();
  });

  it("starts a new window once the old one has expired, and forgets a key that is reset", async () => {
    for (let i = 0; i < LIMITS.vote.points; i++) await consumeLimit("vote", 9);
    expect(await refusal(checkLimit("vote", 9))).toMatchObject({ code: "RATE_LIMITED" });
    await getDb()
      .update(rateLimits)
      .set({ expire: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, "pv:vote:9"));
    expect(await refusal(checkLimit("vote", 9))).toBeNull();
    await consumeLimit("vote", 9);
    const renewed = await row("pv:vote:9");
    expect(renewed.points).toBe(1);
    expect(renewed.expire!.getTime()).toBeGreaterThan(Date.now() + (LIMITS.vote.duration - 5) * 1000);

    await resetLimit("vote", 9);
    expect(await row("pv:vote:9")).toBeUndefined();
  });

  it("a refund gives one point back, never below zero, and never opens a window with a negative count", async () => {
    await consumeLimit("vote", 11);
    await consumeLimit("vote", 11);
    await refundLimit("vote", 11);
    expect((await row("pv:vote:11")).points).toBe(1);
    await refundLimit("vote", 11);
    await refundLimit("vote", 11);
    expect((await row("pv:vote:11")).points).toBe(0);
    await getDb()
      .update(rateLimits)
      .set({ points: 30, expire: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, "pv:vote:11"));
    await refundLimit("vote", 11);
    expect((await row("pv:vote:11")).points).toBe(0);
    await refundLimit("vote", 12);
    expect((await row("pv:vote:12")).points).toBe(0);
    for (let i = 0; i < LIMITS.vote.points; i++) await consumeLimit("vote", 12);
    expect(await refusal(consumeLimit("vote", 12))).toMatchObject({ code: "RATE_LIMITED" });
  });
});
