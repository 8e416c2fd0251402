import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as forgot } from "../../app/api/auth/forgot-password/route";
import { afterTasks, mailSent } from "../fixtures/after";
import { call } from "../fixtures/http";
import { tokensOf } from "../fixtures/mail";
import { createUser } from "../fixtures/users";

const send = vi.hoisted(() => vi.fn());
vi.mock("resend", () => ({
  Resend: class {
    emails = { send };
  },
}));

const ask = (email: string) => call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email } });

beforeEach(() => {
  vi.stubEnv("DEMO_MODE", "0");
  vi.stubEnv("RESEND_API_KEY", "re_test_key");
  send.mockReset();
  send.mockResolvedValue({ data: { id: "1" }, error: null });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("POST /api/auth/forgot-password outside demo mode", () => {
  it("answers a known and an unknown address identically, and does the account's work after the answer", async () => {
    const user = await createUser();
    await mailSent();

    const known = await ask(user.email!);
    // the answer is out; the lookup, the token and the mail were handed to after()
    expect(afterTasks).toHaveLength(1);
    const unknown = await ask("stranger@example.com");
    expect(afterTasks).toHaveLength(2);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual({
      message: "If an account with that email exists, a password reset link has been sent.",
    });
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

    await mailSent();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({ to: user.email, subject: "Reset your People's Verdict password" });
    expect(send.mock.calls[0][0].text).toMatch(/reset-password\?token=[A-Za-z0-9_-]+/);
    const tokens = await tokensOf(user.id);
    expect(tokens.filter((t) => t.kind === "password_reset")).toHaveLength(1);
  });

  it("still counts the per-email limit before the answer, known or not (429)", async () => {
    for (let i = 0; i < 5; i++) expect((await ask("ghost@example.com")).status).toBe(200);
    expect((await ask("ghost@example.com")).status).toBe(429);
    await mailSent();
    expect(send).not.toHaveBeenCalled();
  });
});
