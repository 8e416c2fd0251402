import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as forgot } from "../../app/api/auth/forgot-password/route";
import { POST as reset } from "../../app/api/auth/reset-password/route";
import { POST as loginRoute } from "../../app/api/auth/login/route";
import { GET as currentUser } from "../../app/api/auth/user/route";
import { getDb } from "../../lib/db";
import { authTokens, sessions, users } from "../../lib/db/schema";
import { hashToken } from "../../lib/auth/tokens";
import { mailSent } from "../fixtures/after";
import { call } from "../fixtures/http";
import { expireTokens, lastToken, mailTo, tokensOf } from "../fixtures/mail";
import { createUser, login, TEST_PASSWORD } from "../fixtures/users";

const ANSWER = { message: "If an account with that email exists, a password reset link has been sent." };
const INVALID = { message: "The reset link is invalid or expired.", code: "BAD_REQUEST" };
const NEW_PASSWORD = "BrandNew456";
const ask = (email: string) => call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email } });
const resetWith = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  call(reset, "/api/auth/reset-password", { method: "POST", body: { token, password, confirmPassword } });
const logIn = (emailOrUsername: string, password: string) =>
  call(loginRoute, "/api/auth/login", { method: "POST", body: { emailOrUsername, password } });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("POST /api/auth/forgot-password", () => {
  it("mails a 1-hour reset link, stores only its hash, and in demo mode also answers the token", async () => {
    const user = await createUser();
    const res = await ask(user.email!.toUpperCase());
    expect(res.status).toBe(200);
    const raw = await lastToken(user.email!);
    expect(res.body).toEqual({ ...ANSWER, resetToken: raw });
    const [mail] = await mailTo(user.email!);
    expect(mail).toMatchObject({ kind: "password_reset", subject: "Reset your People's Verdict password" });
    expect(mail.text).toContain(`http://localhost:3000/reset-password?token=${raw}`);
    const [token] = await tokensOf(user.id);
    expect(token).toMatchObject({ kind: "password_reset", tokenHash: hashToken(raw), usedAt: null });
    expect(Math.abs(token.expiresAt.getTime() - token.createdAt.getTime() - 3600_000)).toBeLessThan(5000);
    expect(JSON.stringify(await getDb().select().from(authTokens))).not.toContain(raw);
  });

  it("links to APP_URL, never to the host the request came to (issue 34 item 9; mail-origin.test.ts)", async () => {
    const user = await createUser();
    const askAt = (host: string) =>
      call(forgot, "/api/auth/forgot-password", {
        method: "POST",
        body: { email: user.email },
        headers: { host, origin: `http://${host}` },
      });
    const linkOf = async () =>
      (await mailSent(), await mailTo(user.email!))[0].text.match(/https?:\/\/[^/\s]+\/reset-password/)?.[0];

    // without APP_URL, its default: a demo opened at 127.0.0.1 is mailed the same links the closing job mails
    expect((await askAt("127.0.0.1:3000")).status).toBe(200);
    expect(await linkOf()).toBe("http://localhost:3000/reset-password");
    // a forged Host is not a place to send a reset token
    await askAt("evil.example");
    expect(await linkOf()).toBe("http://localhost:3000/reset-password");
    // APP_URL, once set, is the one address
    vi.stubEnv("APP_URL", "https://pv.example");
    await askAt("127.0.0.1:3000");
    expect(await linkOf()).toBe("https://pv.example/reset-password");
  });

  it("answers an unknown email with the same message and no token", async () => {
    const res = await ask("nobody@example.com");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ANSWER);
  });

  it("with DEMO_MODE off answers a known and an unknown email identically, with no token", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await createUser();
    const known = await ask(user.email!);
    const unknown = await ask("stranger@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual(ANSWER);
    expect(known.text).not.toMatch(/token/i);
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    warn.mockRestore();
  });

  it("refuses an invalid email with 400", async () => {
    const res = await ask("two words@example.com");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Invalid email address",
      errors: { email: "Invalid email address" },
      code: "BAD_REQUEST",
    });
  });

  it("answers 429 with Retry-After past 5 requests an hour for one email, known or not", async () => {
    const user = await createUser();
    for (const email of [user.email!, "ghost@example.com"]) {
      for (let i = 0; i < 5; i++) expect((await ask(email)).status).toBe(200);
      const res = await ask(email);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: "Too many requests. Please try again later.", code: "RATE_LIMITED" });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    }
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, ends every session of the user, and works only once", async () => {
    const user = await createUser();
    const cookies = [await login(user, true), await login(user)];
    await ask(user.email!);
    const token = await lastToken(user.email!);
    const res = await resetWith(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password reset successfully. You can now log in with your new password." });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    for (const cookie of cookies) expect((await call(currentUser, "/api/auth/user", { cookie })).status).toBe(401);
    expect((await logIn(user.username, TEST_PASSWORD)).status).toBe(401);
    expect((await logIn(user.username, NEW_PASSWORD)).status).toBe(200);

    const again = await resetWith(token, "Another789");
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
    expect((await logIn(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("ends a login lockout: the username and the email sign in at once with the new password (issue 24 item 6.2)", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) expect((await logIn(user.username, "Wrong12345")).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await logIn(user.email!, "Wrong12345")).status).toBe(401);
    expect((await logIn(user.username, TEST_PASSWORD)).status).toBe(429);
    expect((await logIn(user.email!.toUpperCase(), TEST_PASSWORD)).status).toBe(429);
    await ask(user.email!);
    expect((await resetWith(await lastToken(user.email!))).status).toBe(200);
    expect((await logIn(user.username.toUpperCase(), NEW_PASSWORD)).status).toBe(200);
    expect((await logIn(user.email!, NEW_PASSWORD)).status).toBe(200);
  });

  it("lets only one of two concurrent uses of a token through", async () => {
    const user = await createUser();
    await ask(user.email!);
    const token = await lastToken(user.email!);
    const results = await Promise.all([resetWith(token, "Racer1Pass"), resetWith(token, "Racer2Pass")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("retires an earlier reset link when a new one is requested", async () => {
    const user = await createUser();
    await ask(user.email!);
    const first = await lastToken(user.email!);
    await ask(user.email!);
    expect((await resetWith(first)).body).toEqual(INVALID);
    expect((await resetWith(await lastToken(user.email!))).status).toBe(200);
  });

  it("answers 400 for an expired token and keeps the old password", async () => {
    const user = await createUser();
    await ask(user.email!);
    const token = await lastToken(user.email!);
    await expireTokens(user.id);
    const res = await resetWith(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect((await logIn(user.username, TEST_PASSWORD)).status).toBe(200);
  });

  it.each([
    ["no token", { token: "" }, { token: "Token is required" }],
    [
      "a short password",
      { password: "Ab1", confirmPassword: "Ab1" },
      { password: "Password must be at least 8 characters" },
    ],
    [
      "a weak password",
      { password: "alllowercase1", confirmPassword: "alllowercase1" },
      { password: "Password must contain at least one uppercase letter, one lowercase letter, and one number" },
    ],
    ["a different confirmation", { confirmPassword: "Mismatch123" }, { confirmPassword: "Passwords don't match" }],
  ])("refuses %s with 400", async (_, over, errors) => {
    const res = await call(reset, "/api/auth/reset-password", {
      method: "POST",
      body: { token: "some-token", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...over },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: Object.values(errors)[0], errors, code: "BAD_REQUEST" });
  });

  it("refuses a 10,000-character password with 400", async () => {
    const long = `Aa1${"z".repeat(9997)}`;
    const res = await resetWith("some-token", long);
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe("Password must be at most 128 characters");
  });

  it("verifies the email of an account that had not confirmed it, since the mailed link proves the address", async () => {
    const user = await createUser({ emailVerified: false });
    await ask(user.email!);
    expect((await resetWith(await lastToken(user.email!))).status).toBe(200);
    const [row] = await getDb().select({ v: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row.v).toBe(true);
    const used = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(used[0].n).toBe(1);
  });
});
