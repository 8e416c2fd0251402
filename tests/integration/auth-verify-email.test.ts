import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { POST as resend } from "../../app/api/auth/resend-verification/route";
import { GET as verify } from "../../app/api/auth/verify-email/route";
import { POST as loginRoute } from "../../app/api/auth/login/route";
import { getDb } from "../../lib/db";
import { users } from "../../lib/db/schema";
import { afterTasks, mailSent } from "../fixtures/after";
import { call } from "../fixtures/http";
import { expireTokens, lastToken, mailTo, tokensOf } from "../fixtures/mail";
import { createUser, TEST_PASSWORD } from "../fixtures/users";
import { solvedAltcha } from "../fixtures/altcha";

const verifyWith = (token: string) => call(verify, `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
const resendTo = (email: string) => call(resend, "/api/auth/resend-verification", { method: "POST", body: { email } });
const isVerified = async (id: number) => (await getDb().select().from(users).where(eq(users.id, id)))[0].emailVerified;
const RESEND_ANSWER = { message: "If an unverified account uses this email, a new verification link has been sent." };
const INVALID = { message: "Invalid or expired verification link", code: "BAD_REQUEST" };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("GET /api/auth/verify-email", () => {
  it("verifies the email once; the same link again says the email is already verified", async () => {
    const body = {
      username: "verify_me",
      email: "verify.me@example.com",
      password: "Password123",
      confirmPassword: "Password123",
      altcha: await solvedAltcha(),
    };
    expect((await call(register, "/api/auth/register", { method: "POST", body })).status).toBe(201);
    const token = await lastToken(body.email);
    const res = await verifyWith(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Email verified successfully! You can now log in." });
    const [user] = await getDb().select().from(users).where(eq(users.username, "verify_me"));
    expect(user.emailVerified).toBe(true);
    expect((await tokensOf(user.id))[0].usedAt).toBeInstanceOf(Date);

    const again = await verifyWith(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: "Email already verified. You can log in.", alreadyVerified: true });
    const login = await call(loginRoute, "/api/auth/login", {
      method: "POST",
      body: { emailOrUsername: "verify_me", password: "Password123" },
    });
    expect(login.status).toBe(200);
  });

  it("answers 400 for an expired token and leaves the email unverified", async () => {
    const user = await createUser({ emailVerified: false });
    await resendTo(user.email!);
    const token = await lastToken(user.email!);
    await expireTokens(user.id);
    const res = await verifyWith(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect(await isVerified(user.id)).toBe(false);
  });

  it("answers 400 for a missing, unknown or oversized token", async () => {
    const missing = await call(verify, "/api/auth/verify-email");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: "Token is required",
      errors: { token: "Token is required" },
      code: "BAD_REQUEST",
    });
    expect((await verifyWith("not-a-real-token")).body).toEqual(INVALID);
    expect((await verifyWith("x".repeat(5000))).status).toBe(400);
  });

  it("does not accept a token of another kind", async () => {
    const user = await createUser({ emailVerified: false });
    const { POST: forgot } = await import("../../app/api/auth/forgot-password/route");
    await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email: user.email } });
    const res = await verifyWith(await lastToken(user.email!));
    expect(res.status).toBe(400);
    expect(await isVerified(user.id)).toBe(false);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("mails a fresh link to an unverified account", async () => {
    const user = await createUser({ emailVerified: false });
    const res = await resendTo(user.email!.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(RESEND_ANSWER);
    const [mail] = await mailTo(user.email!);
    expect(mail).toMatchObject({ kind: "verification", subject: "Verify your email for People's Verdict" });
    expect((await verifyWith(await lastToken(user.email!))).status).toBe(200);
    expect(await isVerified(user.id)).toBe(true);
    expect(await loginOk(user.username)).toBe(200);
  });

  it("makes the older links stop working; once verified, an older link says so", async () => {
    const body = {
      username: "resend_me",
      email: "resend.me@example.com",
      password: "Password123",
      confirmPassword: "Password123",
      altcha: await solvedAltcha(),
    };
    const { POST: registerRoute } = await import("../../app/api/auth/register/route");
    expect((await call(registerRoute, "/api/auth/register", { method: "POST", body })).status).toBe(201);
    const first = await lastToken(body.email);
    expect((await resendTo(body.email)).status).toBe(200);
    const second = await lastToken(body.email);
    expect(second).not.toBe(first);

    const old = await verifyWith(first);
    expect(old.status).toBe(400);
    expect(old.body).toEqual(INVALID);
    const [user] = await getDb().select().from(users).where(eq(users.username, "resend_me"));
    expect(await isVerified(user.id)).toBe(false);

    expect((await verifyWith(second)).body).toEqual({ message: "Email verified successfully! You can now log in." });
    expect(await verifyWith(first)).toMatchObject({
      status: 200,
      body: { message: "Email already verified. You can log in.", alreadyVerified: true },
    });
  });

  it("answers the same for an unknown and a verified address, and mails neither", async () => {
    const verified = await createUser();
    for (const email of ["nobody@example.com", verified.email!]) {
      const res = await resendTo(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(RESEND_ANSWER);
      expect(await mailTo(email)).toHaveLength(0);
    }
  });

  it("outside demo mode answers before it looks the address up, so an unverified account takes no longer", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unverified = await createUser({ emailVerified: false });
    await mailSent();
    const real = await resendTo(unverified.email!);
    expect(afterTasks).toHaveLength(1);
    const unknown = await resendTo("nobody@example.com");
    expect(afterTasks).toHaveLength(2);
    expect(real.text).toBe(unknown.text);
    await mailSent();
    expect(warn.mock.calls).toEqual([["[mail] verification mail was not sent (not_configured)"]]);
    expect((await tokensOf(unverified.id)).filter((t) => t.kind === "verify_email")).toHaveLength(1);
    warn.mockRestore();
    vi.unstubAllEnvs();
  });

  it("refuses an invalid email with 400", async () => {
    const res = await resendTo("not an email");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Invalid email address",
      errors: { email: "Invalid email address" },
      code: "BAD_REQUEST",
    });
  });

  it("answers 429 with Retry-After past 5 requests an hour for one email", async () => {
    const user = await createUser({ emailVerified: false });
    for (let i = 0; i < 5; i++) expect((await resendTo(user.email!)).status).toBe(200);
    const res = await resendTo(user.email!.toUpperCase());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: "Too many requests. Please try again later.", code: "RATE_LIMITED" });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await mailTo(user.email!)).toHaveLength(5);
  });

  it("answers the same with DEMO_MODE off and no mail transport, and returns no token", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await createUser({ emailVerified: false });
    const res = await resendTo(user.email!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(RESEND_ANSWER);
    await mailSent();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

async function loginOk(username: string) {
  return (
    await call(loginRoute, "/api/auth/login", {
      method: "POST",
      body: { emailOrUsername: username, password: TEST_PASSWORD },
    })
  ).status;
}
