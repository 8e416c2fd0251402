// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RegisterForm } from "./register-form";
import { answer } from "@/tests/fixtures/stub-fetch";

const push = vi.fn();
const toast = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

function fill(values: Partial<Record<"Username" | "Email" | "Password" | "Confirm Password", string>> = {}) {
  const all = {
    Username: "new_person",
    Email: "new@example.com",
    Password: "Password123",
    "Confirm Password": "Password123",
    ...values,
  };
  for (const [label, value] of Object.entries(all))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

async function redirectDelay() {
  const start = Date.now();
  await waitFor(() => expect(push).toHaveBeenCalledWith("/verify-email"), { timeout: 3000 });
  return Date.now() - start;
}

beforeEach(() => {
  push.mockReset();
  toast.mockReset();
  render(<RegisterForm />);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RegisterForm", () => {
  it("shows 'Passwords don't match' under the confirmation", async () => {
    fill({ "Confirm Password": "Password124" });
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
  });

  it("goes to /verify-email after 1.5 s with a 5 s success toast", async () => {
    answer(201, {
      message: "Registration successful!",
      developmentMode: false,
      emailFailed: false,
      developmentAutoVerify: false,
    });
    fill();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Registration Successful",
        description: "Registration successful!",
        duration: 5000,
      }),
    );
    const delay = await redirectDelay();
    expect(delay).toBeGreaterThan(1300);
    expect(delay).toBeLessThan(1900);
  });

  it("waits 2 s in development mode, with the 8 s development toast", async () => {
    answer(201, { message: "ok", developmentMode: true, emailFailed: false, developmentAutoVerify: false });
    fill();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Development Mode", duration: 8000 })),
    );
    expect(await redirectDelay()).toBeGreaterThan(1800);
  });

  it("prompts towards email help for 15 s when the mail could not be sent", async () => {
    answer(201, { message: "ok", developmentMode: false, emailFailed: true, developmentAutoVerify: false });
    fill();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Verification Email Not Sent", duration: 15000 }),
      ),
    );
    await redirectDelay();
  });

  it("maps a taken username onto the field, and other failures to 'Registration Failed'", async () => {
    answer(409, {
      message: "Username already taken",
      code: "CONFLICT",
      errors: { username: "Username already taken" },
    });
    fill();
    expect(await screen.findByText("Username already taken")).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();

    answer(500, { message: "Something went wrong. Please try again later." });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Registration Failed",
        description: "Failed to create account. Please try again.",
        variant: "destructive",
        duration: 5000,
      }),
    );
    expect(push).not.toHaveBeenCalled();
  });
});

describe("RegisterForm's way back", () => {
  it.each([
    ["/debate/7", "/verify-email?from=%2Fdebate%2F7"],
    ["//evil.example", "/verify-email"],
  ])("carries from=%s on to /verify-email only when it is a same-site path", async (from, to) => {
    cleanup();
    render(<RegisterForm from={from} />);
    answer(201, { message: "ok", developmentMode: false, emailFailed: false, developmentAutoVerify: false });
    fill();
    await waitFor(() => expect(push).toHaveBeenCalledWith(to), { timeout: 3000 });
  });
});
