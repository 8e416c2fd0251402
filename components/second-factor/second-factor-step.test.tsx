// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer } from "@/tests/fixtures/stub-fetch";
import { SecondFactorStep } from "./second-factor-step";

const push = vi.fn();
const onRestart = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: vi.fn() }));

beforeEach(() => {
  push.mockReset();
  onRestart.mockReset();
  render(<SecondFactorStep redirectTo="/create" onRestart={onRestart} />);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const enter = (code: string) => {
  fireEvent.change(screen.getByLabelText("Authentication code"), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
};

describe("SecondFactorStep", () => {
  it("offers the one-time code to password managers and phones, with the digit keypad, and paste left alone", () => {
    const field = screen.getByLabelText("Authentication code");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("onpaste")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    expect(screen.getByLabelText("Recovery code").getAttribute("inputmode")).toBe("text");
  });

  it("sends the code as pasted, spaces and all, and goes where sign-in started", async () => {
    const fetch = answer(200, { message: "Login successful", user: {}, usedRecoveryCode: false });
    enter("123 456");
    await waitFor(() => expect(push).toHaveBeenCalledWith("/create"));
    expect(fetch.mock.calls[0][0]).toBe("/api/auth/login/second-factor");
    expect(fetch.mock.calls[0][1]?.body).toBe(JSON.stringify({ code: "123 456" }));
  });

  it("shows a wrong code's message under the field", async () => {
    answer(401, { message: "Invalid code: enter the newest code", code: "INVALID_CREDENTIALS" });
    enter("000000");
    expect(await screen.findByText("Invalid code: enter the newest code")).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });

  it("goes back to the password when the five minutes are up", async () => {
    answer(401, { message: "Your sign-in has expired", code: "AUTH_REQUIRED" });
    enter("123456");
    await waitFor(() => expect(onRestart).toHaveBeenCalled());
  });
});
