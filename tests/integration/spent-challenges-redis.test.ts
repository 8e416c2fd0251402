import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { getDb } from "../../lib/db";
import { spentChallenges } from "../../lib/db/schema";
import { redisClient } from "../../lib/server/limits/redis-client";
import { spendChallenge } from "../../lib/server/pow/spend-challenge";
import { solvedAltcha } from "../fixtures/altcha";
import { call } from "../fixtures/http";

// The spent challenges in Redis when REDIS_URL is set (docs/decisions/0016-proof-of-work.md). Needs a Redis 6.2+:
// TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run tests/integration/spent-challenges-redis.test.ts (.ci/run sets
// it; on a machine without Redis it is skipped, and the database's path is tested in auth-register-pow.test.ts).
const url = process.env.TEST_REDIS_URL;

afterAll(() => {
  if (url) redisClient()?.disconnect();
  vi.unstubAllEnvs();
});

describe.skipIf(!url)("spent challenges in Redis", () => {
  it("keeps a used challenge 15 minutes past its expiry, refuses it again, and writes nothing to the database", async () => {
    vi.stubEnv("REDIS_URL", url!);
    const altcha = await solvedAltcha();
    const body = { email: "redis.pow@example.com", password: "Password123", confirmPassword: "Password123", altcha };
    expect(
      (await call(register, "/api/auth/register", { method: "POST", body: { ...body, username: "redis_pow" } })).status,
    ).toBe(201);
    const again = await call(register, "/api/auth/register", {
      method: "POST",
      body: { ...body, username: "redis_pow_2", email: "redis.pow2@example.com" },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("CHALLENGE_FAILED");
    const { nonce, expiresAt } = JSON.parse(Buffer.from(altcha, "base64").toString("utf8")).challenge.parameters;
    const left = await redisClient()!.pttl(`pv:pow:${nonce}`);
    expect(Math.abs(left - (expiresAt * 1000 + 15 * 60_000 - Date.now()))).toBeLessThan(5_000);
    expect(await getDb().select().from(spentChallenges)).toEqual([]);
  });

  // issue 34 item 5: a key that expired with the challenge let a replay checked at the expiry instant set it again
  it("refuses a replay checked at its challenge's expiry instant, spent when Redis's clock is past it", async () => {
    vi.stubEnv("REDIS_URL", url!);
    const nonce = `boundary-${Date.now()}`;
    const expiresAt = new Date(Date.now() + 200);
    expect(await spendChallenge(nonce, expiresAt)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await spendChallenge(nonce, expiresAt, expiresAt)).toBe(false);
    expect(await redisClient()!.pttl(`pv:pow:${nonce}`)).toBeGreaterThan(14 * 60_000);
  });
});
