// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer } from "@/tests/fixtures/stub-fetch";
import { VerifyEmailView } from "./verify-email-view";

const push = vi.fn();
const toast = vi.fn();
const dismiss = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

beforeEach(() => {
  push.mockReset();
  toast.mockReset();
  dismiss.mockReset();
  toast.mockImplementation(() => ({ dismiss }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("VerifyEmailView", () => {
  it("says 'Email Verified!' for a first use", async () => {
    answer(200, { message: "Email verified successfully! You can now log in." });
    render(<VerifyEmailView token="abc" />);
    expect(await screen.findByRole("heading", { name: "Email Verified!" })).toBeTruthy();
  });

  it("says the email is already verified when the server says so, not 'Email Verified!' again", async () => {
    answer(200, { message: "Email already verified. You can log in.", alreadyVerified: true });
    render(<VerifyEmailView token="abc" />);
    expect(await screen.findByRole("heading", { name: "Email already verified" })).toBeTruthy();
    expect(screen.queryByText("Email Verified!")).toBeNull();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Email Already Verified" }));
  });

  it("leads to login with the safe `from` it was given, and drops an unsafe one", () => {
    render(<VerifyEmailView token={null} from="/debate/7" />);
    expect(screen.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login?from=%2Fdebate%2F7");
    cleanup();
    render(<VerifyEmailView token={null} from="/%5Cevil" />);
    expect(screen.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login");
  });

  it("goes on to login with `from` after a verification", async () => {
    answer(200, { message: "Email verified successfully! You can now log in." });
    render(<VerifyEmailView token="abc" from="/debate/7" />);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login?from=%2Fdebate%2F7"), { timeout: 3000 });
  });

  // issue 34 item 9: the toast showed on the login page too, after the card had said it already
  it("takes its 'Email Verified' toast away as it goes on to login, and when the reader leaves first", async () => {
    answer(200, { message: "Email verified successfully! You can now log in." });
    render(<VerifyEmailView token="abc" />);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login"), { timeout: 3000 });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Email Verified" }));
    expect(dismiss).toHaveBeenCalled();
    expect(dismiss.mock.invocationCallOrder[0]).toBeLessThan(push.mock.invocationCallOrder[0]);
    cleanup();
    dismiss.mockReset();
    answer(200, { message: "Email verified successfully! You can now log in." });
    render(<VerifyEmailView token="def" />);
    await screen.findByRole("heading", { name: "Email Verified!" });
    expect(dismiss).not.toHaveBeenCalled();
    cleanup();
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it("asks for a new link that carries `from` too", async () => {
    answer(200, { message: "If an unverified account uses this email, a new verification link has been sent." });
    vi.stubGlobal("prompt", () => "me@example.com");
    render(<VerifyEmailView token={null} from="/debate/7" />);
    fireEvent.click(screen.getByRole("button", { name: "Resend Verification Email" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Verification Email Sent" })),
    );
    const [[url, init]] = vi.mocked(fetch).mock.calls as unknown as [[string, RequestInit]];
    expect(url).toBe("/api/auth/resend-verification");
    expect(JSON.parse(String(init.body))).toEqual({ email: "me@example.com", from: "/debate/7" });
  });
});
