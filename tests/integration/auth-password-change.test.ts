import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "../../app/api/auth/change-password/route";
import { POST as confirmChange } from "../../app/api/auth/verify-password-change/route";
import { POST as loginRoute } from "../../app/api/auth/login/route";
import { GET as currentUser } from "../../app/api/auth/user/route";
import { getDb } from "../../lib/db";
import { sessions, users } from "../../lib/db/schema";
import { hashToken } from "../../lib/auth/tokens";
import { call } from "../fixtures/http";
import { expireTokens, lastToken, mailTo, tokensOf } from "../fixtures/mail";
import { createUser, login, TEST_PASSWORD } from "../fixtures/users";

const NEW_PASSWORD = "Changed789x";
const INVALID = {
  message: "Invalid or expired verification link",
  error: "Invalid or expired verification link",
  code: "BAD_REQUEST",
};
const ask = (cookie: string | undefined, over: Record<string, unknown> = {}) =>
  call(changePassword, "/api/auth/change-password", {
    method: "POST",
    cookie,
    body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...over },
  });
const confirm = (token: unknown, cookie?: string) =>
  call(confirmChange, "/api/auth/verify-password-change", { method: "POST", body: { token }, cookie });
const logIn = (emailOrUsername: string, password: string) =>
  call(loginRoute, "/api/auth/login", { method: "POST", body: { emailOrUsername, password } });
const hashOf = async (id: number) => (await getDb().select().from(users).where(eq(users.id, id)))[0].passwordHash;

describe("POST /api/auth/change-password", () => {
  it("keeps the new hash as the token's payload, mails the token, and changes nothing yet", async () => {
    const user = await createUser();
    const before = await hashOf(user.id);
    const res = await ask(await login(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Please check your email to confirm your password change." });
    const [mail] = await mailTo(user.email!);
    expect(mail).toMatchObject({ kind: "password_change", subject: "Confirm your People's Verdict password change" });
    const raw = await lastToken(user.email!);
    expect(mail.text).toContain(`http://localhost:3000/verify-password-change?token=${raw}`);
    const [token] = await tokensOf(user.id);
    expect(token).toMatchObject({ kind: "password_change", tokenHash: hashToken(raw) });
    expect(token.payload).toMatch(/^\$argon2id\$/);
    expect(token.payload).not.toContain(NEW_PASSWORD);
    expect(await hashOf(user.id)).toBe(before);
  });

  it("answers 401 for a visitor", async () => {
    const res = await ask(undefined);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required", code: "AUTH_REQUIRED" });
  });

  it("answers 400 on the current-password field when it is wrong, and mails nothing", async () => {
    const user = await createUser();
    const res = await ask(await login(user), { currentPassword: "NotMine123" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Current password is incorrect",
      errors: { currentPassword: "Current password is incorrect" },
      code: "BAD_REQUEST",
    });
    expect(await mailTo(user.email!)).toHaveLength(0);
  });

  it.each([
    ["an empty current password", { currentPassword: "" }, { currentPassword: "Current password is required" }],
    [
      "a short new password",
      { newPassword: "Ab1", confirmPassword: "Ab1" },
      { newPassword: "Password must be at least 8 characters" },
    ],
    [
      "a weak new password",
      { newPassword: "NOLOWER123", confirmPassword: "NOLOWER123" },
      { newPassword: "Password must contain at least one uppercase letter, one lowercase letter, and one number" },
    ],
    ["a different confirmation", { confirmPassword: "Other1234" }, { confirmPassword: "Passwords don't match" }],
  ])("refuses %s with 400", async (_, over, errors) => {
    const user = await createUser();
    const res = await ask(await login(user), over);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: Object.values(errors)[0], errors, code: "BAD_REQUEST" });
  });

  it("answers 429 after 10 wrong current passwords", async () => {
    const user = await createUser();
    const cookie = await login(user);
    for (let i = 0; i < 10; i++) expect((await ask(cookie, { currentPassword: "Guess12345" })).status).toBe(400);
    const res = await ask(cookie);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("POST /api/auth/verify-password-change", () => {
  it("applies the new password, ends every session, clears the cookie, and works only once", async () => {
    const user = await createUser();
    const cookie = await login(user, true);
    const other = await login(user);
    await ask(cookie);
    const token = await lastToken(user.email!);
    const res = await confirm(token, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password changed successfully. Please log in with your new password." });
    expect(res.setCookies[0]).toMatch(/^pv_session=;.*Max-Age=0/);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call(currentUser, "/api/auth/user", { cookie: other })).status).toBe(401);
    expect((await logIn(user.username, TEST_PASSWORD)).status).toBe(401);
    expect((await logIn(user.username, NEW_PASSWORD)).status).toBe(200);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
  });

  it("answers 400 with both message and error for an expired or missing token", async () => {
    const user = await createUser();
    await ask(await login(user));
    const token = await lastToken(user.email!);
    await expireTokens(user.id);
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(INVALID);
    expect((await logIn(user.username, TEST_PASSWORD)).status).toBe(200);
    const missing = await confirm("");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: "Token is required",
      errors: { token: "Token is required" },
      code: "BAD_REQUEST",
    });
  });
});
