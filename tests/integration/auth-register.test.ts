import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { getDb } from "../../lib/db";
import { recordStatements } from "../../lib/db/count-statements";
import { authTokens, users } from "../../lib/db/schema";
import { hashToken } from "../../lib/auth/tokens";
import { consumeAddressLimits } from "../../lib/server/limits/consume-address-limits";
import { afterTasks, mailSent } from "../fixtures/after";
import { solvedAltcha } from "../fixtures/altcha";
import { CONNECTION_ADDRESS_HEADER } from "../../lib/connection-address";
import { call } from "../fixtures/http";
import { mailTo, tokenIn, tokensOf } from "../fixtures/mail";
import { createUser } from "../fixtures/users";

let n = 0;
const fresh = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `new_user_${n}`,
    email: `new.user.${n}@example.com`,
    password: "Password123",
    confirmPassword: "Password123",
    ...over,
  };
};
// every call carries a freshly solved proof of work unless the body says otherwise (auth-register-pow.test.ts)
const post = async (body: Record<string, unknown>, ip = "10.1.0.1") =>
  call(register, "/api/auth/register", {
    method: "POST",
    body: { altcha: await solvedAltcha(), ...body },
    headers: { "x-forwarded-for": ip },
  });
const userCount = async () =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
  )[0].n;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("POST /api/auth/register", () => {
  it("creates an unverified account, answers 201 and mails a verification link whose token is stored hashed", async () => {
    const input = fresh();
    const res = await post(input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: "Registration successful! Please check your email to verify your account.",
      developmentMode: true,
      emailFailed: false,
      developmentAutoVerify: false,
    });
    const [user] = await getDb().select().from(users).where(eq(users.username, input.username));
    expect(user).toMatchObject({ email: input.email, emailVerified: false, status: "active" });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [mail] = await mailTo(input.email);
    expect(mail).toMatchObject({ subject: "Verify your email for People's Verdict", kind: "verification" });
    expect(mail.text).toContain("http://localhost:3000/verify-email?token=");
    const raw = tokenIn(mail.text);
    expect(Buffer.from(raw, "base64url")).toHaveLength(32);

    const tokens = await tokensOf(user.id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ kind: "verify_email", tokenHash: hashToken(raw), usedAt: null, payload: null });
    const lifetime = tokens[0].expiresAt.getTime() - tokens[0].createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(5000);
    const stored = await getDb().select().from(authTokens);
    expect(JSON.stringify(stored)).not.toContain(raw);
  });

  it.each([
    ["a short username", { username: "ab" }, { username: "Username must be at least 3 characters" }],
    ["a long username", { username: "a".repeat(21) }, { username: "Username must be less than 20 characters" }],
    [
      "a username with a dash",
      { username: "bad-name" },
      { username: "Username can only contain letters, numbers, and underscores" },
    ],
    [
      "a username of unicode look-alikes",
      { username: "\u0430dmin_\u0435" },
      { username: "Username can only contain letters, numbers, and underscores" },
    ],
    ["an invalid email", { email: "not-an-email" }, { email: "Invalid email address" }],
    ["an email with spaces", { email: "john smith@example.com" }, { email: "Invalid email address" }],
    [
      "a short password",
      { password: "Pa1", confirmPassword: "Pa1" },
      { password: "Password must be at least 8 characters" },
    ],
    [
      "a password without a digit",
      { password: "Password", confirmPassword: "Password" },
      { password: "Password must contain at least one uppercase letter, one lowercase letter, and one number" },
    ],
    ["a different confirmation", { confirmPassword: "Password124" }, { confirmPassword: "Passwords don't match" }],
  ])("refuses %s with 400 and the field's message", async (_, over, errors) => {
    const before = await userCount();
    const res = await post(fresh(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: Object.values(errors)[0], errors, code: "BAD_REQUEST" });
    expect(await userCount()).toBe(before);
  });

  it("refuses a 10,000-character password with 400, not 500", async () => {
    const long = `Aa1${"x".repeat(9997)}`;
    const res = await post(fresh({ password: long, confirmPassword: long }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password must be at most 128 characters");
    expect(res.body.errors.password).toBe("Password must be at most 128 characters");
  });

  it("refuses a JSON body that is an array, or no body, with 400", async () => {
    const array = await call(register, "/api/auth/register", {
      method: "POST",
      rawBody: "[]",
      headers: { "content-type": "application/json" },
    });
    expect(array.status).toBe(400);
    expect(array.body).toEqual({ message: "Request body must be a JSON object", code: "BAD_REQUEST" });
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty("username");
  });

  it("answers 409 when the username is taken in any letter case (usernames are public)", async () => {
    const taken = await createUser({ username: "Taken_Name", email: "taken@example.com" });
    const byName = await post(fresh({ username: "taken_NAME" }));
    expect(byName.status).toBe(409);
    expect(byName.body).toEqual({
      message: "Username already taken",
      errors: { username: "Username already taken" },
      code: "CONFLICT",
    });
    expect((await getDb().select().from(users).where(eq(users.id, taken.id)))[0].username).toBe("Taken_Name");
  });

  it("answers a taken email exactly as a fresh registration, creates nothing, and mails the address's owner", async () => {
    const owner = await createUser({ username: "Owner_Name", email: "owner@example.com" });
    const before = await userCount();
    const taken = await post(fresh({ email: "OWNER@example.com" }));
    const created = await post(fresh());
    expect(taken.status).toBe(201);
    expect(taken.text).toBe(created.text);
    expect([...taken.headers.keys()].sort()).toEqual([...created.headers.keys()].sort());
    expect(await userCount()).toBe(before + 1);
    expect(await tokensOf(owner.id)).toHaveLength(0);

    const [mail] = await mailTo(owner.email!);
    expect(mail).toMatchObject({ kind: "signup_attempt", subject: "Someone tried to sign up with your address" });
    expect(mail.text).toContain("Hi Owner_Name");
    expect(mail.text).toContain("http://localhost:3000/login");
    expect(mail.text).toContain("http://localhost:3000/forgot-password");
    expect(mail.text).not.toContain("token=");
  });

  it("does the same work for a taken and a fresh email: the same statements in the same order, the same answer (issue 34 item 9)", async () => {
    const owner = await createUser({ email: "same.work@example.com" });
    const attempt = async (email: string) => {
      const body = { altcha: await solvedAltcha(), ...fresh({ email }) };
      let res: Awaited<ReturnType<typeof post>> | undefined;
      const statements = await recordStatements(getDb(), async () => {
        res = await call(register, "/api/auth/register", {
          method: "POST",
          body,
          headers: { "x-forwarded-for": `10.7.${n}.1` },
        });
      });
      await mailSent();
      return { res: res!, statements };
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const mode of ["demo", "off"]) {
      if (mode === "off") {
        vi.stubEnv("DEMO_MODE", "0");
        vi.stubEnv("RESEND_API_KEY", "");
      }
      const taken = await attempt(owner.email!.toUpperCase());
      const created = await attempt(`fresh.work.${mode}@example.com`);
      expect([taken.res.status, created.res.status]).toEqual([201, 201]);
      expect(taken.res.text).toBe(created.res.text);
      expect(taken.statements.length).toBeGreaterThan(0);
      expect(taken.statements).toEqual(created.statements);
    }
    expect(await tokensOf(owner.id)).toHaveLength(0);
    expect((await mailTo(owner.email!)).map((m) => m.kind)).toEqual(["signup_attempt"]);
    expect((await mailTo("fresh.work.demo@example.com")).map((m) => m.kind)).toEqual(["verification"]);
    // with demo mode off and no transport, each mail fails after its answer, one of each kind
    expect(warn.mock.calls).toEqual([
      ["[mail] signup_attempt mail was not sent (not_configured)"],
      ["[mail] verification mail was not sent (not_configured)"],
    ]);
    warn.mockRestore();
  });

  it("outside demo mode answers a taken and a fresh email alike and sends either mail only after the answer", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const owner = await createUser();
    await mailSent();
    const taken = await post(fresh({ email: owner.email }));
    expect(afterTasks).toHaveLength(1);
    const created = await post(fresh());
    expect(afterTasks).toHaveLength(2);
    expect(taken.status).toBe(201);
    expect(taken.text).toBe(created.text);
    await mailSent();
    expect(warn.mock.calls).toEqual([
      ["[mail] signup_attempt mail was not sent (not_configured)"],
      ["[mail] verification mail was not sent (not_configured)"],
    ]);
    warn.mockRestore();
  });

  it("keeps the account and says emailFailed when no mail transport exists (DEMO_MODE off, no key)", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const input = fresh();
    const res = await post(input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message:
        "Account created, but we could not send the verification email. Use 'Resend Verification Email' to try again.",
      developmentMode: false,
      emailFailed: true,
      developmentAutoVerify: false,
    });
    expect(await getDb().select().from(users).where(eq(users.username, input.username))).toHaveLength(1);
    expect(await mailTo(input.email)).toHaveLength(0);
    await mailSent();
    expect(warn).toHaveBeenCalledWith("[mail] verification mail was not sent (not_configured)");
    expect(JSON.stringify(warn.mock.calls)).not.toContain("token=");
    warn.mockRestore();
  });

  it("with TRUST_PROXY answers 429 with Retry-After past 20 registrations an hour from one IP", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (let i = 0; i < 19; i++) await consumeAddressLimits("register", "10.9.9.9");
    expect((await post(fresh(), "10.9.9.9")).status).toBe(201);
    const before = await userCount();
    const res = await post(fresh(), "10.9.9.9");
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: "Too many requests. Please try again later.", code: "RATE_LIMITED" });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await userCount()).toBe(before);
    expect((await post(fresh(), "10.9.9.10")).status).toBe(201);
  });

  it("without TRUST_PROXY counts the connection's own address against the registration limit, not X-Forwarded-For", async () => {
    vi.stubEnv("TRUST_PROXY", "");
    const from = (connection: string, forwarded: string) => ({
      method: "POST",
      headers: { [CONNECTION_ADDRESS_HEADER]: connection, "x-forwarded-for": forwarded },
    });
    for (let i = 0; i < 20; i++) await consumeAddressLimits("register", "10.9.8.8");
    const body = async () => ({ altcha: await solvedAltcha(), ...fresh() });
    expect(
      (await call(register, "/api/auth/register", { ...from("10.9.8.8", "6.6.6.6"), body: await body() })).status,
    ).toBe(429);
    expect(
      (await call(register, "/api/auth/register", { ...from("10.9.7.7", "10.9.8.8"), body: await body() })).status,
    ).toBe(201);
  });
});
