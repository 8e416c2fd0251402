import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as mailbox } from "../../app/api/dev/mailbox/route";
import { POST as register } from "../../app/api/auth/register/route";
import { POST as forgot } from "../../app/api/auth/forgot-password/route";
import { call } from "../fixtures/http";
import { createUser } from "../fixtures/users";
import { solvedAltcha } from "../fixtures/altcha";

const read = (to: string) => call(mailbox, `/api/dev/mailbox?to=${encodeURIComponent(to)}`);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("GET /api/dev/mailbox", () => {
  it("answers one address's mail newest first, with the link and its token in the text", async () => {
    const body = {
      username: "mail_reader",
      email: "Mail.Reader@example.com",
      password: "Password123",
      confirmPassword: "Password123",
      altcha: await solvedAltcha(),
    };
    await call(register, "/api/auth/register", { method: "POST", body });
    await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email: body.email } });
    await createUser();
    const res = await read("mail.reader@EXAMPLE.com");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        to: body.email,
        subject: "Reset your People's Verdict password",
        kind: "password_reset",
        text: expect.stringMatching(/\/reset-password\?token=[\w-]{43}/),
        createdAt: expect.any(String),
      },
      {
        to: body.email,
        subject: "Verify your email for People's Verdict",
        kind: "verification",
        text: expect.stringMatching(/\/verify-email\?token=[\w-]{43}/),
        createdAt: expect.any(String),
      },
    ]);
    expect(res.body[0]).not.toHaveProperty("html");
    expect((await read("someone.else@example.com")).body).toEqual([]);
  });

  it("answers 400 without a valid address", async () => {
    const res = await call(mailbox, "/api/dev/mailbox");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Invalid email address",
      errors: { to: "Invalid email address" },
      code: "BAD_REQUEST",
    });
  });

  it("answers 404 with DEMO_MODE off, and then no call returns a token", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await createUser();
    const res = await read(user.email!);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found", code: "NOT_FOUND" });
    expect((await call(mailbox, "/api/dev/mailbox")).status).toBe(404);

    const reg = await call(register, "/api/auth/register", {
      method: "POST",
      body: {
        username: "quiet_one",
        email: "quiet@example.com",
        password: "Password123",
        confirmPassword: "Password123",
        altcha: await solvedAltcha(),
      },
    });
    const reset = await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email: user.email } });
    for (const r of [reg, reset]) expect(r.text).not.toMatch(/token/i);
    expect(reg.body.developmentMode).toBe(false);
    warn.mockRestore();
  });
});
