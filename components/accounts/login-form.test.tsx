// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatInstant } from "@/lib/format-date";
import { LoginForm } from "./login-form";
import { answer } from "@/tests/fixtures/stub-fetch";

const push = vi.fn();
const toast = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

async function submit(name = "someone", password = "Secret123") {
  fireEvent.change(screen.getByLabelText("Email or Username"), { target: { value: name } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

beforeEach(() => {
  push.mockReset();
  toast.mockReset();
  render(<LoginForm redirectTo="/create" />);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LoginForm", () => {
  it("shows the schema's messages under empty fields without calling the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email or username is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("toasts 'Email Verification Required' for 8 s when the server answers EMAIL_NOT_VERIFIED", async () => {
    answer(403, { message: "Email not verified. Please check your inbox.", code: "EMAIL_NOT_VERIFIED" });
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Email Verification Required",
        description: "Email not verified. Please check your inbox.",
        duration: 8000,
      }),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("toasts 'Login Failed' for 5 s with the server's message", async () => {
    answer(401, { message: "Invalid email or password", code: "INVALID_CREDENTIALS" });
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Login Failed",
        description: "Invalid email or password",
        variant: "destructive",
        duration: 5000,
      }),
    );
  });

  it("writes a running suspension's end in the reader's zone when the server answers SUSPENDED", async () => {
    const until = "2099-03-04T05:06:00.000Z";
    answer(403, {
      message: "Your account is suspended until 2099-03-04 05:06 UTC.",
      code: "SUSPENDED",
      suspendedUntil: until,
    });
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Login Failed",
          description: `Your account is suspended until ${formatInstant(until)}.`,
        }),
      ),
    );
  });

  it("says when to try again from a lockout's Retry-After (issue 24 item 6.2)", async () => {
    answer(
      429,
      { message: "Too many failed sign-ins for this account: it is locked for now.", code: "RATE_LIMITED" },
      { "retry-after": "840" },
    );
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Login Failed",
          description: "Too many failed sign-ins. Try again in 14 minutes.",
        }),
      ),
    );
  });

  it("falls back to 'Invalid email or password' when the answer carries no message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("oops", { status: 500 })),
    );
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Login Failed", description: "Invalid email or password" }),
      ),
    );
  });

  it("puts the server's field errors under the fields", async () => {
    answer(400, {
      message: "Password must be at most 128 characters",
      errors: { password: "Password must be at most 128 characters" },
    });
    await submit();
    expect(await screen.findByText("Password must be at most 128 characters")).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it("goes to the page it was sent from after a successful login", async () => {
    answer(200, { message: "Login successful", user: { id: 1 } });
    await submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/create"));
  });
});

describe("LoginForm's way back", () => {
  it.each([
    ["/debate/7", "/debate/7"],
    ["//evil.example", "/"],
    ["https://evil.example/debate/7", "/"],
    ["/%5Cevil", "/"],
  ])("after signing in from %s goes to %s", async (from, to) => {
    cleanup();
    render(<LoginForm redirectTo={from} />);
    answer(200, { message: "Login successful", user: { id: 1 } });
    await submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith(to));
  });
});
