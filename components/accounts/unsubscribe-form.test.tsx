// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmailPreferences } from "@/components/profile/email-preferences";
import { fakeApi } from "@/components/moderation/test-kit";
import { UnsubscribeForm } from "./unsubscribe-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/unsubscribe and settings (issue 24 item 6.11)", () => {
  it("lists the results mail among what stops, and says a link was mailed rather than 'unsubscribed'", async () => {
    const calls = fakeApi(() => ({ body: { success: true } }));
    render(<UnsubscribeForm email="mara@example.com" />);
    expect(screen.getByText("Results when a debate you voted in closes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Email me a link" }));
    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeTruthy();
    expect(screen.getByText(/If an account uses mara@example.com, we have emailed it a link/)).toBeTruthy();
    expect(screen.queryByText("You're Unsubscribed")).toBeNull();
    expect(calls).toEqual([{ method: "POST", url: "/api/auth/unsubscribe", body: { email: "mara@example.com" } }]);
  });

  it("settings offer 'Subscribe again' to an unsubscribed member", async () => {
    const calls = fakeApi(() => ({ body: { message: "Profile updated successfully" } }));
    render(<EmailPreferences unsubscribed />);
    expect(screen.getByTestId("product-mail-state").textContent).toMatch(/^You are unsubscribed/);
    fireEvent.click(screen.getByRole("button", { name: "Subscribe again" }));
    expect(await screen.findByRole("button", { name: "Unsubscribe from these emails" })).toBeTruthy();
    expect(calls).toEqual([{ method: "PATCH", url: "/api/users/profile", body: { unsubscribed: false } }]);
  });
});
