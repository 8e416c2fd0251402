import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { MailError } from "../../lib/email/mail-error";
import { sendEmail } from "../../lib/server/mail/send-email";
import VerificationEmail from "../../emails/verification-email";
import { mailSent } from "../fixtures/after";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { solvedAltcha } from "../fixtures/altcha";

const send = vi.hoisted(() => vi.fn());
vi.mock("resend", () => ({
  Resend: class {
    emails = { send };
  },
}));

const mail = (to: string) => ({
  to,
  subject: "Verify",
  kind: "verification",
  react: createElement(VerificationEmail, { username: "ann", url: "https://pv.example/verify-email?token=abc123" }),
});

beforeEach(() => {
  send.mockReset();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("sendEmail", () => {
  it("sends through Resend with HTML and a text part carrying the raw link, and keeps a copy in demo mode", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    vi.stubEnv("MAIL_FROM", "PV <no-reply@pv.example>");
    send.mockResolvedValue({ data: { id: "1" }, error: null });
    await sendEmail(mail("ann@example.com"));
    expect(send).toHaveBeenCalledTimes(1);
    const sent = send.mock.calls[0][0];
    expect(sent).toMatchObject({ from: "PV <no-reply@pv.example>", to: "ann@example.com", subject: "Verify" });
    expect(sent.html).toContain('href="https://pv.example/verify-email?token=abc123"');
    expect(sent.text).toContain("https://pv.example/verify-email?token=abc123");
    expect(await mailTo("ann@example.com")).toHaveLength(1);
  });

  it("sends only through Resend with DEMO_MODE off", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    send.mockResolvedValue({ data: { id: "2" }, error: null });
    await sendEmail(mail("bob@example.com"));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await mailTo("bob@example.com")).toHaveLength(0);
  });

  it("throws a MailError when Resend refuses, or when there is no transport at all", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    send.mockResolvedValue({ data: null, error: { name: "validation_error", message: "bad from" } });
    await expect(sendEmail(mail("cy@example.com"))).rejects.toMatchObject({ name: "MailError", reason: "send_failed" });
    vi.stubEnv("RESEND_API_KEY", "");
    await expect(sendEmail(mail("cy@example.com"))).rejects.toBeInstanceOf(MailError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("lets register succeed when Resend refuses: the mail goes after the answer (issue 17), so the refusal is logged", async () => {
    vi.stubEnv("DEMO_MODE", "0");
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    send.mockResolvedValue({ data: null, error: { name: "rate_limit_exceeded", message: "slow down" } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const body = {
      username: "resend_fail",
      email: "resend.fail@example.com",
      password: "Password123",
      confirmPassword: "Password123",
      altcha: await solvedAltcha(),
    };
    const res = await call(register, "/api/auth/register", { method: "POST", body });
    expect(res.status).toBe(201);
    // the answer cannot wait for the mail without telling a taken email from a fresh one by its time
    expect(res.body).toMatchObject({ emailFailed: false, developmentMode: false });
    await mailSent();
    expect(warn).toHaveBeenCalledWith("[mail] verification mail was not sent (send_failed)");
    warn.mockRestore();
  });
});
