// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { dismiss } from "@/components/ui/use-toast";
import { AuthRequiredNotice } from "./auth-required-notice";

afterEach(() => {
  act(() => dismiss());
  cleanup();
});

describe("AuthRequiredNotice (the login page reached from /create)", () => {
  it("shows document 2's 'Authentication Required' as a toast, not inline (issue 24 item 6.9)", async () => {
    const { container } = render(
      <>
        <main>
          <AuthRequiredNotice />
        </main>
        <Toaster />
      </>,
    );
    // the toaster's view is loaded with its first toast
    await screen.findByText("Authentication Required", {}, { timeout: 5000 });
    const region = screen.getByRole("region", { name: /Notifications/ });
    expect(within(region).getByText("Authentication Required").closest("[data-slot=toast]")).toBeTruthy();
    expect(within(region).getByText("Please sign in to create a debate.")).toBeTruthy();
    expect(container.querySelector("main")!.textContent).toBe("");
  });
});
