import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as registerOptionsRoute } from "../../app/api/auth/passkeys/register-options/route";
import { POST as addRoute } from "../../app/api/auth/passkeys/route";
import { POST as signInOptionsRoute } from "../../app/api/auth/passkeys/sign-in-options/route";
import { POST as signInRoute } from "../../app/api/auth/passkeys/sign-in/route";
import { hashToken } from "../../lib/auth/tokens";
import { getDb } from "../../lib/db";
import { passkeyChallenges } from "../../lib/db/schema";
import { redisClient } from "../../lib/server/limits/redis-client";
import { call } from "../fixtures/http";
import { openSession } from "../fixtures/sessions";
import { createUser } from "../fixtures/users";
import { SoftAuthenticator } from "../fixtures/webauthn";

// The passkey challenges in Redis when REDIS_URL is set (docs/decisions/0025-passkeys.md). Needs a Redis 6.2+ (GETDEL):
// TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run tests/integration/passkeys-redis.test.ts; skipped without it
// (the database's path is tested in passkeys.test.ts).
const url = process.env.TEST_REDIS_URL;

afterAll(() => {
  if (url) redisClient()?.disconnect();
  vi.unstubAllEnvs();
});

describe.skipIf(!url)("passkey challenges in Redis", () => {
  it("keeps each challenge 5 minutes, spends it once, binds a registration to its account, writes no row", async () => {
    vi.stubEnv("REDIS_URL", url!);
    const user = await createUser();
    const { cookie } = await openSession(user);
    const options = await call(registerOptionsRoute, "/api/auth/passkeys/register-options", { method: "POST", cookie });
    expect(options.status).toBe(200);
    const key = `pv:passkey:register:${hashToken(options.body.challenge)}`;
    const left = await redisClient()!.pttl(key);
    expect(left).toBeGreaterThan(4 * 60_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);

    // another account cannot answer it (and spends it trying)
    const someoneElse = await openSession(await createUser());
    const key1 = new SoftAuthenticator();
    const stolen = await call(addRoute, "/api/auth/passkeys", {
      method: "POST",
      cookie: someoneElse.cookie,
      body: { name: "Key", response: key1.register(options.body) },
    });
    expect(stolen.status).toBe(400);

    const fresh = await call(registerOptionsRoute, "/api/auth/passkeys/register-options", { method: "POST", cookie });
    const response = key1.register(fresh.body);
    const add = () => call(addRoute, "/api/auth/passkeys", { method: "POST", cookie, body: { name: "Key", response } });
    expect((await add()).status).toBe(200);
    expect((await add()).status).toBe(400);

    const signInOptions = await call(signInOptionsRoute, "/api/auth/passkeys/sign-in-options", { method: "POST" });
    const answer = key1.authenticate(signInOptions.body);
    const signIn = () =>
      call(signInRoute, "/api/auth/passkeys/sign-in", { method: "POST", body: { response: answer } });
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(400);
    expect(await getDb().select().from(passkeyChallenges)).toEqual([]);
  });
});
