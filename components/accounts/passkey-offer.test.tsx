// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer } from "@/tests/fixtures/stub-fetch";
import { VerifyEmailView } from "./verify-email-view";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: () => ({ dismiss: vi.fn() }) }));

beforeEach(() => push.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// issue 36 item 1: after verifying an email, an optional offer to add a passkey
describe("the passkey offer after a verification", () => {
  it("leads to sign-in and then settings' passkeys, and holds the move on to login once the reader tabs into it", async () => {
    answer(200, { message: "Email verified successfully! You can now log in." });
    render(<VerifyEmailView token="abc" />);
    const link = await screen.findByRole("link", { name: "Sign in and add a passkey" });
    expect(link.getAttribute("href")).toBe("/login?from=%2Fsettings%23passkeys");
    expect(screen.getByRole("heading", { name: "Optional: add a passkey" })).toBeTruthy();
    fireEvent.focus(link);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(push).not.toHaveBeenCalled();
  });

  it("is not on the page while the link is checked, nor when it failed", async () => {
    answer(400, { message: "Invalid or expired verification token" });
    render(<VerifyEmailView token="abc" />);
    expect(await screen.findByRole("heading", { name: "Email verification failed" })).toBeTruthy();
    expect(screen.queryByTestId("passkey-offer")).toBeNull();
  });
});
