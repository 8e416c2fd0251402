import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as challengeRoute } from "../../app/api/auth/challenge/route";
import { POST as register } from "../../app/api/auth/register/route";
import { getDb } from "../../lib/db";
import { spentChallenges, users } from "../../lib/db/schema";
import { consumeAddressLimits } from "../../lib/server/limits/consume-address-limits";
import { spendChallenge } from "../../lib/server/pow/spend-challenge";
import { call } from "../fixtures/http";
import { solveAltcha } from "../fixtures/pow";

// Issue 25 item 3: a registration costs its maker a proof of work (docs/decisions/0016-proof-of-work.md).
let n = 0;
const fresh = (altcha?: string) => {
  n += 1;
  return {
    username: `pow_user_${n}`,
    email: `pow.user.${n}@example.com`,
    password: "Password123",
    confirmPassword: "Password123",
    ...(altcha === undefined ? {} : { altcha }),
  };
};
const getChallenge = (ip = "10.2.0.1") =>
  call(challengeRoute, "/api/auth/challenge", { headers: { "x-forwarded-for": ip } });
const solved = async () => solveAltcha((await getChallenge()).body);
const post = (body: unknown) => call(register, "/api/auth/register", { method: "POST", body });
const userCount = async () =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
  )[0].n;
const decode = (altcha: string) => JSON.parse(Buffer.from(altcha, "base64").toString("utf8"));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

const FAILED = { message: "The security check failed. Solve a new challenge and try again.", code: "CHALLENGE_FAILED" };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("GET /api/auth/challenge", () => {
  it("answers a signed PBKDF2 challenge with the configured cost, expiring in 15 minutes, kept by no cache", async () => {
    const res = await getChallenge();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { parameters, signature } = res.body;
    expect(parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 100, keyLength: 32 });
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(parameters.expiresAt - Date.now() / 1000 - 15 * 60)).toBeLessThan(5);
    // the number of attempts it asks for is the server's secret: only the key's first half is given
    expect(JSON.stringify(res.body)).not.toMatch(/counter/);
  });

  it("with TRUST_PROXY answers 429 past 60 challenges an hour from one address", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (let i = 0; i < 59; i++) await consumeAddressLimits("challenge", "10.2.9.9");
    expect((await getChallenge("10.2.9.9")).status).toBe(200);
    const res = await getChallenge("10.2.9.9");
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: "Too many requests. Please try again later.", code: "RATE_LIMITED" });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await getChallenge("10.2.9.10")).status).toBe(200);
  });
});

describe("POST /api/auth/register's proof of work", () => {
  it("creates the account (201) with a solved challenge, and keeps the challenge spent until it expires", async () => {
    const altcha = await solved();
    const res = await post(fresh(altcha));
    expect(res.status).toBe(201);
    const [row] = await getDb().select().from(spentChallenges);
    const { parameters } = decode(altcha).challenge;
    expect(row).toEqual({ nonce: parameters.nonce, expiresAt: new Date(parameters.expiresAt * 1000) });
  });

  it("refuses a call without one with 400 CHALLENGE_REQUIRED, creating nothing", async () => {
    const before = await userCount();
    for (const body of [fresh(), fresh("")]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message:
          "Creating an account needs a solved security check: get a challenge from GET /api/auth/challenge, solve it and send it as `altcha`.",
        code: "CHALLENGE_REQUIRED",
      });
    }
    expect(await userCount()).toBe(before);
  });

  it("refuses a wrong solution, a changed challenge or a payload that is not one with 400 CHALLENGE_FAILED", async () => {
    const before = await userCount();
    const payload = decode(await solved());
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: "00".repeat(32) } };
    // a lower cost or another nonce breaks the server's signature
    const cheaper = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    const unsigned = { ...payload, challenge: { parameters: payload.challenge.parameters } };
    for (const altcha of [
      encode(wrongKey),
      encode(cheaper),
      encode(unsigned),
      "not base64 json",
      encode({ challenge: 1 }),
      encode([]),
    ]) {
      const res = await post(fresh(altcha));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(FAILED);
    }
    expect(await userCount()).toBe(before);
    const spent = (await getDb().select().from(spentChallenges)).map((r) => r.nonce);
    expect(spent).not.toContain(payload.challenge.parameters.nonce);
    // the untouched solution still works
    expect((await post(fresh(encode(payload)))).status).toBe(201);
  });

  it("refuses a solution used once already with 400 CHALLENGE_FAILED", async () => {
    const altcha = await solved();
    expect((await post(fresh(altcha))).status).toBe(201);
    const before = await userCount();
    const again = await post(fresh(altcha));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: "This security check was already used. Solve a new challenge and try again.",
      code: "CHALLENGE_FAILED",
    });
    expect(await userCount()).toBe(before);
  });

  it("refuses an expired solution with 400 CHALLENGE_FAILED, and prunes spent challenges 15 minutes past expiry", async () => {
    const old = await solved();
    expect((await post(fresh(old))).status).toBe(201);
    const late = await solved();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 30 * 60_000 + 2_000);
    const before = await userCount();
    const res = await post(fresh(late));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "The security check has expired. Solve a new challenge and try again.",
      code: "CHALLENGE_FAILED",
    });
    expect(await userCount()).toBe(before);
    // a challenge issued now is spent, and the expired row of the first is gone
    const now = await solved();
    expect((await post(fresh(now))).status).toBe(201);
    const nonces = (await getDb().select().from(spentChallenges)).map((r) => r.nonce);
    expect(nonces).toEqual([decode(now).challenge.parameters.nonce]);
  });

  // issue 34 item 5: a replay checked at the expiry instant was spent a moment later, after its record was pruned
  it("refuses a replay checked at its challenge's expiry instant, and keeps the record 15 minutes past it", async () => {
    const altcha = await solved();
    expect((await post(fresh(altcha))).status).toBe(201);
    const { nonce, expiresAt } = decode(altcha).challenge.parameters;
    const expiry = new Date(expiresAt * 1000);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(expiry);
    const replay = await post(fresh(altcha));
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe("This security check was already used. Solve a new challenge and try again.");
    // the same replay, its spend reading the clock a millisecond after its check
    vi.setSystemTime(expiry.getTime() + 1);
    expect(await spendChallenge(nonce, expiry)).toBe(false);
    vi.setSystemTime(expiry.getTime() + 15 * 60_000 - 1_000);
    expect(await spendChallenge(nonce, expiry)).toBe(false);
  });

  it("lets one of two simultaneous uses of a solution through", async () => {
    const altcha = await solved();
    const answers = await Promise.all([post(fresh(altcha)), post(fresh(altcha))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
  });
});
