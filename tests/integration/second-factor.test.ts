import { eq, sql } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "../../app/api/auth/login/route";
import { POST as loginCodeRoute } from "../../app/api/auth/login/second-factor/route";
import { DELETE as disableRoute, GET as statusRoute, POST as setupRoute } from "../../app/api/auth/second-factor/route";
import { POST as confirmRoute } from "../../app/api/auth/second-factor/confirm/route";
import { POST as regenerateRoute } from "../../app/api/auth/second-factor/recovery-codes/route";
import { POST as sudoRoute } from "../../app/api/auth/sudo/route";
import { DELETE as deleteCategoryRoute } from "../../app/api/admin/categories/[id]/route";
import { GET as reportsRoute } from "../../app/api/moderation/reports/route";
import { getDb } from "../../lib/db";
import { sessions, totpFactors, users } from "../../lib/db/schema";
import { readEnv } from "../../lib/env";
import { consumeAddressLimits } from "../../lib/server/limits/consume-address-limits";
import { mailSent } from "../fixtures/after";
import { createCategory } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { ageSessions, banAs } from "../fixtures/sudo";
import { insertPlainUser } from "../fixtures/personas";
import { createUser, login, TEST_PASSWORD } from "../fixtures/users";

// Issue 36 items 2 and 3: an authenticator with recovery codes, sign-in's second step, staff's rule and sudo mode
// (docs/decisions/0024-second-factor.md).

const totp = (secret: string) => new TOTP({ secret: secret.replace(/\s/g, ""), digits: 6, period: 30 });
/** The authenticator's code `steps` periods from now (a code is accepted one step either side). */
const codeAt = (secret: string, steps = 0) => totp(secret).generate({ timestamp: Date.now() + steps * 30_000 });
const cookieOf = (setCookies: string[], name: string) =>
  setCookies.find((c) => c.startsWith(`${name}=`))?.split(";")[0];
const sessionKeyFor = async (userId: number) =>
  getDb()
    .select({ sess: sessions.sess, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));

/** Sets an authenticator up for the user through the routes: its secret, its recovery codes and the session used. */
async function enable(user: { id: number }) {
  const cookie = await login(user);
  const setup = await call(setupRoute, "/api/auth/second-factor", { method: "POST", cookie });
  expect(setup.status).toBe(200);
  const confirmed = await call(confirmRoute, "/api/auth/second-factor/confirm", {
    method: "POST",
    cookie,
    body: { code: codeAt(setup.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[], cookie };
}

/** Lets the authenticator's codes of this step be used again (each is accepted once). */
const forgetLastStep = (userId: number) =>
  getDb().update(totpFactors).set({ lastStep: null }).where(eq(totpFactors.userId, userId));

const passwordStep = (user: { username: string }, ip = "10.9.0.1") =>
  call(loginRoute, "/api/auth/login", {
    method: "POST",
    body: { emailOrUsername: user.username, password: TEST_PASSWORD },
    headers: { "x-forwarded-for": ip },
  });
const codeStep = (pending: string | undefined, code: string, ip = "10.9.0.1") =>
  call(loginCodeRoute, "/api/auth/login/second-factor", {
    method: "POST",
    body: { code },
    cookie: pending,
    headers: { "x-forwarded-for": ip },
  });

beforeEach(() => vi.stubEnv("TRUST_PROXY", "1"));
afterEach(() => vi.unstubAllEnvs());

describe("setting up an authenticator", () => {
  it("keeps the secret pending and sealed, turns it on with a code, answers ten recovery codes once", async () => {
    const user = await createUser();
    const cookie = await login(user);
    expect((await call(statusRoute, "/api/auth/second-factor", { cookie })).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await call(setupRoute, "/api/auth/second-factor", { method: "POST", cookie });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/People's%20Verdict:/);
    expect(setup.body.qrSvg).toMatch(/^<svg/);
    const [stored] = await getDb().select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(stored.confirmedAt).toBeNull();
    expect(stored.secret).not.toContain(setup.body.secret.replace(/\s/g, ""));
    // pending: not yet a factor, and sign-in still takes the password alone
    expect((await call(statusRoute, "/api/auth/second-factor", { cookie })).body.enabled).toBe(false);

    const wrong = await call(confirmRoute, "/api/auth/second-factor/confirm", {
      method: "POST",
      cookie,
      body: { code: "000000" === codeAt(setup.body.secret) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toMatch(/does not match/);

    const confirmed = await call(confirmRoute, "/api/auth/second-factor/confirm", {
      method: "POST",
      cookie,
      body: { code: codeAt(setup.body.secret).replace(/(\d{3})/, "$1 ") },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    expect(confirmed.body.recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call(statusRoute, "/api/auth/second-factor", { cookie })).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // the secret is never given again
    expect((await call(setupRoute, "/api/auth/second-factor", { method: "POST", cookie })).status).toBe(409);
  });

  it("turns off with the password (a wrong one refused), and new recovery codes replace the old", async () => {
    const user = await createUser();
    const { cookie, recoveryCodes } = await enable(user);
    const renewed = await call(regenerateRoute, "/api/auth/second-factor/recovery-codes", {
      method: "POST",
      cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const old = await call(disableRoute, "/api/auth/second-factor", {
      method: "DELETE",
      cookie,
      body: { code: recoveryCodes[0] },
    });
    expect(old.status).toBe(400);
    const wrong = await call(disableRoute, "/api/auth/second-factor", {
      method: "DELETE",
      cookie,
      body: { password: "not-it-123" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toBe("Password is incorrect");
    const off = await call(disableRoute, "/api/auth/second-factor", {
      method: "DELETE",
      cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(off.status).toBe(200);
    expect((await call(statusRoute, "/api/auth/second-factor", { cookie })).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const [{ n }] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(totpFactors)
      .where(eq(totpFactors.userId, user.id));
    expect(n).toBe(0);
  });
});

describe("signing in with a second factor", () => {
  it("takes the password, opens no session, then the code opens one that records its check", async () => {
    const user = await createUser();
    const { secret } = await enable(user);
    await getDb().delete(sessions).where(eq(sessions.userId, user.id));

    const first = await passwordStep(user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: "Enter the code from your authenticator app", secondFactorRequired: true });
    expect(cookieOf(first.setCookies, "pv_session")).toBeUndefined();
    expect(await sessionKeyFor(user.id)).toEqual([]);
    const pending = cookieOf(first.setCookies, "pv_sign_in");
    expect(pending).toBeDefined();

    // one code for the whole test: computed again later, a 30-second boundary passed meanwhile would give the next one
    const code = codeAt(secret, 1);
    expect((await codeStep(undefined, code)).status).toBe(401);
    // a code pasted with a space in it
    const second = await codeStep(pending, code.replace(/(\d{3})/, "$1 "));
    await mailSent();
    expect(second.status).toBe(200);
    expect(second.body.user.username).toBe(user.username);
    expect(second.body.usedRecoveryCode).toBe(false);
    expect(cookieOf(second.setCookies, "pv_session")).toBeDefined();
    const [row] = await sessionKeyFor(user.id);
    expect(Date.now() - (row.sess.secondFactorAt ?? 0)).toBeLessThan(10_000);
    // the same code is never accepted twice
    const again = await codeStep(cookieOf((await passwordStep(user)).setCookies, "pv_sign_in"), code);
    expect(again.status).toBe(401);
  });

  it("opens one session per pending sign-in: the same cookie with another good code is refused", async () => {
    const user = await createUser();
    const { recoveryCodes } = await enable(user);
    const pending = cookieOf((await passwordStep(user)).setCookies, "pv_sign_in");
    const first = await codeStep(pending, recoveryCodes[0]);
    await mailSent();
    expect(first.status).toBe(200);
    const sessionsAfterFirst = (await sessionKeyFor(user.id)).length;
    // the cookie the browser was told to drop, sent again with a code that is still good
    const replay = await codeStep(pending, recoveryCodes[1]);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe("Your sign-in has expired: enter your email or username and password again");
    expect(cookieOf(replay.setCookies, "pv_session")).toBeUndefined();
    expect(await sessionKeyFor(user.id)).toHaveLength(sessionsAfterFirst);
  });

  it("spends a recovery code once (typed in capitals, with spaces)", async () => {
    const user = await createUser();
    const { recoveryCodes } = await enable(user);
    const typed = ` ${recoveryCodes[3].toUpperCase().replace("-", " ")} `;
    const pending = cookieOf((await passwordStep(user)).setCookies, "pv_sign_in");
    const used = await codeStep(pending, typed);
    await mailSent();
    expect(used.status).toBe(200);
    expect(used.body.usedRecoveryCode).toBe(true);
    const pendingAgain = cookieOf((await passwordStep(user)).setCookies, "pv_sign_in");
    expect((await codeStep(pendingAgain, recoveryCodes[3])).status).toBe(401);
    const cookie = await login(user);
    expect((await call(statusRoute, "/api/auth/second-factor", { cookie })).body.recoveryCodesLeft).toBe(9);
  });

  it("limits wrong codes per account: past ten, even the right code answers 429", async () => {
    const user = await createUser();
    const { secret } = await enable(user);
    const pending = cookieOf((await passwordStep(user)).setCookies, "pv_sign_in");
    const wrongCode = codeAt(secret, 1) === "123456" ? "654321" : "123456";
    for (let i = 0; i < 10; i++) {
      // from ten different networks: the account's own count is what refuses
      const res = await codeStep(pending, wrongCode, `10.${20 + i}.0.1`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("INVALID_CREDENTIALS");
    }
    const locked = await codeStep(pending, codeAt(secret, 1), "10.40.0.1");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits codes per network: a network past its budget is refused, another is not", async () => {
    const user = await createUser();
    const { secret } = await enable(user);
    const pending = cookieOf((await passwordStep(user, "10.60.0.1")).setCookies, "pv_sign_in");
    // the /24's budget (300 an hour) spent from many addresses in it
    for (let i = 0; i < 300; i++) await consumeAddressLimits("secondFactor", `10.61.0.${i % 250}`).catch(() => {});
    const refused = await codeStep(pending, codeAt(secret, 1), "10.61.0.251");
    expect(refused.status).toBe(429);
    const elsewhere = await codeStep(pending, codeAt(secret, 1), "10.62.0.1");
    await mailSent();
    expect(elsewhere.status).toBe(200);
  });
});

describe("staff's rule (REQUIRE_STAFF_SECOND_FACTOR)", () => {
  it("is on by default outside demo mode and off by default in demo mode", () => {
    expect(readEnv({ DEMO_MODE: "0" }).REQUIRE_STAFF_SECOND_FACTOR).toBe(true);
    expect(readEnv({ DATABASE_URL: "postgres://x@localhost/db" }).REQUIRE_STAFF_SECOND_FACTOR).toBe(true);
    expect(readEnv({ DEMO_MODE: "1" }).REQUIRE_STAFF_SECOND_FACTOR).toBe(false);
    expect(readEnv({ DEMO_MODE: "1", REQUIRE_STAFF_SECOND_FACTOR: "1" }).REQUIRE_STAFF_SECOND_FACTOR).toBe(true);
    expect(readEnv({ DEMO_MODE: "0", REQUIRE_STAFF_SECOND_FACTOR: "0" }).REQUIRE_STAFF_SECOND_FACTOR).toBe(false);
  });

  it("on: a moderator without a factor is refused every staff call with SECOND_FACTOR_REQUIRED; with one, let in", async () => {
    vi.stubEnv("REQUIRE_STAFF_SECOND_FACTOR", "1");
    const moderator = await createUser({ roles: ["moderator"] });
    const refused = await call(reportsRoute, "/api/moderation/reports", { cookie: await login(moderator) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("SECOND_FACTOR_REQUIRED");
    // an ordinary member's calls are not staff calls
    const member = await createUser();
    expect((await call(statusRoute, "/api/auth/second-factor", { cookie: await login(member) })).status).toBe(200);
    await enable(moderator);
    expect((await call(reportsRoute, "/api/moderation/reports", { cookie: await login(moderator) })).status).toBe(200);
  });

  it("off: the same moderator is let in with the password alone", async () => {
    vi.stubEnv("REQUIRE_STAFF_SECOND_FACTOR", "0");
    const moderator = await createUser({ roles: ["moderator"] });
    expect((await call(reportsRoute, "/api/moderation/reports", { cookie: await login(moderator) })).status).toBe(200);
  });
});

describe("sudo mode", () => {
  const ban = banAs;
  const age = ageSessions;

  it("a ban within 15 minutes of the password sign-in goes through; later it asks for the password, then goes", async () => {
    const moderator = await createUser({ roles: ["moderator"] });
    const cookie = await login(moderator);
    const fresh = await ban((await insertPlainUser()).id, cookie);
    await mailSent();
    expect(fresh.status).toBe(200);

    await age(moderator.id);
    const target = await insertPlainUser();
    const stale = await ban(target.id, cookie);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: "SUDO_REQUIRED", sudoMethod: "password" });
    const [still] = await getDb().select({ status: users.status }).from(users).where(eq(users.id, target.id));
    expect(still.status).toBe("active");

    const wrong = await call(sudoRoute, "/api/auth/sudo", { method: "POST", cookie, body: { password: "Nope12345" } });
    expect(wrong.status).toBe(400);
    const ok = await call(sudoRoute, "/api/auth/sudo", { method: "POST", cookie, body: { password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.method).toBe("password");
    const done = await ban(target.id, cookie);
    await mailSent();
    expect(done.status).toBe(200);
  });

  it("an account with a factor needs a code, not its password, once its check is 15 minutes old", async () => {
    const admin = await createUser({ roles: ["admin"] });
    const { secret, cookie } = await enable(admin);
    const { id: categoryId } = await createCategory();
    await age(admin.id);
    const remove = () =>
      call(deleteCategoryRoute, `/api/admin/categories/${categoryId}`, {
        method: "DELETE",
        cookie,
        params: { id: String(categoryId) },
      });
    const stale = await remove();
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: "SUDO_REQUIRED", sudoMethod: "code" });
    const byPassword = await call(sudoRoute, "/api/auth/sudo", {
      method: "POST",
      cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(byPassword.status).toBe(400);
    await forgetLastStep(admin.id);
    const byCode = await call(sudoRoute, "/api/auth/sudo", { method: "POST", cookie, body: { code: codeAt(secret) } });
    expect(byCode.status).toBe(200);
    expect(byCode.body.method).toBe("code");
    expect((await remove()).status).toBe(200);
  });
});
