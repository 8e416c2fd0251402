// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { RegisterForm } from "./register-form";

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

// GET /api/auth/challenge answers a real challenge (cheap: a few attempts), solved by the form's own solver
const challenge = () =>
  createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 10,
    counter: 3,
    deriveKey,
    hmacSignatureSecret: "test-secret",
    hmacKeySignatureSecret: "test-key-secret",
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
let registerAnswers: [number, unknown][] = [];
let challengeRefusals = 0;
const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
  void init;
  if (url !== "/api/auth/challenge") return json(...(registerAnswers.shift() ?? [500, {}]));
  if (challengeRefusals-- > 0) return json(429, { message: "Too many requests.", code: "RATE_LIMITED" });
  return json(200, await challenge());
});
/** The register call's next answers, in order. */
function answer(...answers: [number, unknown][]) {
  registerAnswers = answers;
}
const registerBodies = () =>
  fetchStub.mock.calls
    .filter(([url]) => url === "/api/auth/register")
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, string>);
const decode = (altcha: string) => JSON.parse(atob(altcha));

async function redirectDelay() {
  const start = Date.now();
  await waitFor(() => expect(push).toHaveBeenCalledWith("/verify-email"), { timeout: 3000 });
  return Date.now() - start;
}

beforeEach(() => {
  push.mockReset();
  toast.mockReset();
  fetchStub.mockClear();
  challengeRefusals = 0;
  vi.stubGlobal("fetch", fetchStub);
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
    answer([
      201,
      {
        message: "Registration successful!",
        developmentMode: false,
        emailFailed: false,
        developmentAutoVerify: false,
      },
    ]);
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
    answer([201, { message: "ok", developmentMode: true, emailFailed: false, developmentAutoVerify: false }]);
    fill();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Development Mode", duration: 8000 })),
    );
    expect(await redirectDelay()).toBeGreaterThan(1800);
  });

  it("prompts towards email help for 15 s when the mail could not be sent", async () => {
    answer([201, { message: "ok", developmentMode: false, emailFailed: true, developmentAutoVerify: false }]);
    fill();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Verification Email Not Sent", duration: 15000 }),
      ),
    );
    await redirectDelay();
  });

  it("maps a taken username onto the field, and other failures to 'Registration Failed'", async () => {
    answer([
      409,
      {
        message: "Username already taken",
        code: "CONFLICT",
        errors: { username: "Username already taken" },
      },
    ]);
    fill();
    expect(await screen.findByText("Username already taken")).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();

    answer([500, { message: "Something went wrong. Please try again later." }]);
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

describe("RegisterForm's security check (a proof of work)", () => {
  it("starts solving when the form appears, says when it is done, and sends the solution as altcha", async () => {
    expect(screen.getByRole("status").textContent).toMatch(/^Security check running/);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Security check done."));
    answer([201, { message: "ok", developmentMode: false, emailFailed: false, developmentAutoVerify: false }]);
    fill();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/verify-email"), { timeout: 3000 });
    const [body] = registerBodies();
    const { challenge: sent, solution } = decode(body.altcha);
    expect(sent.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 10 });
    expect(solution.counter).toBe(3);
  });

  it("after a refused solution says so, solves a new one, and the next press sends that", async () => {
    answer(
      [400, { message: "The security check has expired.", code: "CHALLENGE_FAILED" }],
      [201, { message: "ok", developmentMode: false, emailFailed: false, developmentAutoVerify: false }],
    );
    fill();
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Security check done. Press Create Account again."),
    );
    expect(toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/verify-email"), { timeout: 3000 });
    const [first, second] = registerBodies();
    expect(decode(second.altcha).challenge.parameters.nonce).not.toBe(decode(first.altcha).challenge.parameters.nonce);
  });

  it("when no challenge can be had, says why and offers a button that tries again", async () => {
    cleanup();
    challengeRefusals = 1;
    render(<RegisterForm />);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Too many attempts from your network. Wait a while, then try the security check again.",
      ),
    );
    fill();
    const retry = screen.getByRole("button", { name: "Try the security check again" });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(registerBodies()).toEqual([]);
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Security check done."));
  });
});

describe("RegisterForm's way back", () => {
  it.each([
    ["/debate/7", "/verify-email?from=%2Fdebate%2F7"],
    ["//evil.example", "/verify-email"],
  ])("carries from=%s on to /verify-email only when it is a same-site path", async (from, to) => {
    cleanup();
    render(<RegisterForm from={from} />);
    answer([201, { message: "ok", developmentMode: false, emailFailed: false, developmentAutoVerify: false }]);
    fill();
    await waitFor(() => expect(push).toHaveBeenCalledWith(to), { timeout: 3000 });
  });
});
