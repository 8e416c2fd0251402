import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as requestChange } from "../../app/api/auth/request-username-change/route";
import { POST as confirmChange } from "../../app/api/auth/verify-username-change/route";
import { getDb } from "../../lib/db";
import { usernameHistory, users } from "../../lib/db/schema";
import { hashToken } from "../../lib/auth/tokens";
import { call } from "../fixtures/http";
import { expireTokens, lastToken, mailTo, tokensOf } from "../fixtures/mail";
import { createUser, login } from "../fixtures/users";

const INVALID = { message: "Invalid or expired verification link", code: "BAD_REQUEST" };
const ask = (newUsername: unknown, cookie?: string) =>
  call(requestChange, "/api/auth/request-username-change", { method: "POST", body: { newUsername }, cookie });
const confirm = (token: unknown) =>
  call(confirmChange, "/api/auth/verify-username-change", { method: "POST", body: { token } });
const nameOf = async (id: number) => (await getDb().select().from(users).where(eq(users.id, id)))[0].username;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("POST /api/auth/request-username-change", () => {
  it("mails a 1-hour token holding the new name and changes nothing yet", async () => {
    const user = await createUser({ username: "old_name" });
    const res = await ask("new_name", await login(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Please check your email to confirm your new username." });
    const [mail] = await mailTo(user.email!);
    expect(mail).toMatchObject({ kind: "username_change", subject: "Confirm your new People's Verdict username" });
    const raw = await lastToken(user.email!);
    expect(mail.text).toContain(`http://localhost:3000/verify-username-change?token=${raw}`);
    expect(mail.text).toContain("new_name");
    const [token] = await tokensOf(user.id);
    expect(token).toMatchObject({ kind: "username_change", payload: "new_name", tokenHash: hashToken(raw) });
    expect(Math.abs(token.expiresAt.getTime() - token.createdAt.getTime() - 3600_000)).toBeLessThan(5000);
    expect(await nameOf(user.id)).toBe("old_name");
  });

  it("answers 401 for a visitor", async () => {
    const res = await ask("some_name");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required", code: "AUTH_REQUIRED" });
  });

  it.each([
    ["ab", "Username must be at least 3 characters"],
    ["x".repeat(21), "Username must be less than 20 characters"],
    ["with space", "Username can only contain letters, numbers, and underscores"],
    ["p\u0430ypal", "Username can only contain letters, numbers, and underscores"],
  ])("refuses %j with 400", async (newUsername, message) => {
    const user = await createUser();
    const res = await ask(newUsername, await login(user));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { newUsername: message }, code: "BAD_REQUEST" });
  });

  it("answers 409 when another account holds the name in any letter case, and 400 for the current name", async () => {
    await createUser({ username: "Holder" });
    const user = await createUser({ username: "asker" });
    const cookie = await login(user);
    const taken = await ask("HOLDER", cookie);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: "Username already taken",
      errors: { newUsername: "Username already taken" },
      code: "CONFLICT",
    });
    const same = await ask("asker", cookie);
    expect(same.status).toBe(400);
    expect(same.body).toEqual({
      message: "That is already your username",
      errors: { newUsername: "That is already your username" },
      code: "BAD_REQUEST",
    });
    expect(await mailTo(user.email!)).toHaveLength(0);
  });

  it("answers 503 when the confirmation mail cannot be sent", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await createUser();
    const res = await ask("unsent_name", await login(user));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: "We could not send the confirmation email. Please try again later.",
      code: "UNAVAILABLE",
    });
    expect(res.text).not.toMatch(/token/i);
    warn.mockRestore();
  });
});

describe("POST /api/auth/verify-username-change", () => {
  it("applies the name, writes the history entry, and works only once", async () => {
    const user = await createUser({ username: "before_x" });
    await ask("after_x", await login(user));
    const token = await lastToken(user.email!);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your username is now after_x.", username: "after_x" });
    expect(await nameOf(user.id)).toBe("after_x");
    const history = await getDb().select().from(usernameHistory).where(eq(usernameHistory.userId, user.id));
    expect(history).toEqual([
      expect.objectContaining({ oldUsername: "before_x", newUsername: "after_x", isVerified: true }),
    ]);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
  });

  it("answers 409 when the name was taken between request and confirmation, and changes nothing", async () => {
    const user = await createUser({ username: "slow_one" });
    await ask("wanted_name", await login(user));
    const token = await lastToken(user.email!);
    await createUser({ username: "Wanted_Name" });
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "Username already taken",
      errors: { token: "Username already taken" },
      code: "CONFLICT",
    });
    expect(await nameOf(user.id)).toBe("slow_one");
    expect(await getDb().select().from(usernameHistory).where(eq(usernameHistory.userId, user.id))).toHaveLength(0);
  });

  it("answers 400 for an expired, unknown or missing token", async () => {
    const user = await createUser({ username: "late_one" });
    await ask("late_two", await login(user));
    const token = await lastToken(user.email!);
    await expireTokens(user.id);
    expect((await confirm(token)).body).toEqual(INVALID);
    expect((await confirm("unknown")).body).toEqual(INVALID);
    const missing = await confirm("");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: "Token is required",
      errors: { token: "Token is required" },
      code: "BAD_REQUEST",
    });
    expect(await nameOf(user.id)).toBe("late_one");
  });

  it("retires the earlier request when a new one is made", async () => {
    const user = await createUser({ username: "twice_a" });
    const cookie = await login(user);
    await ask("twice_b", cookie);
    const first = await lastToken(user.email!);
    await ask("twice_c", cookie);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(await lastToken(user.email!))).status).toBe(200);
    expect(await nameOf(user.id)).toBe("twice_c");
  });
});
