// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer } from "@/tests/fixtures/stub-fetch";
import { DELETED_ACCOUNT_BALLOT, LAST_ADMIN_CANNOT_DELETE, NOT_YOUR_USERNAME } from "@/lib/accounts/deletion-rule";
import { DeleteAccount } from "./delete-account";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openAndSubmit(password: string, confirmUsername: string) {
  render(<DeleteAccount username="leaver" />);
  fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
  fireEvent.change(screen.getByLabelText("Current Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Type your username (leaver) to confirm"), {
    target: { value: confirmUsername },
  });
  fireEvent.click(screen.getByRole("button", { name: "Delete my account for good" }));
  return dialog;
}

describe("Delete my account (issue 36 item 6)", () => {
  it("states the rule and that it cannot be undone; a wrong password lands under its field", async () => {
    const fetch = answer(403, {
      message: "Password is incorrect",
      code: "FORBIDDEN",
      errors: { password: "Password is incorrect" },
    });
    const dialog = await openAndSubmit("wrong-one", "leaver");
    expect(dialog.textContent).toContain("Deletion cannot be undone.");
    expect(dialog.textContent).toContain(DELETED_ACCOUNT_BALLOT);
    expect(await screen.findByText("Password is incorrect")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      "/api/users/me",
      expect.objectContaining({
        method: "DELETE",
        body: JSON.stringify({ password: "wrong-one", confirmUsername: "leaver" }),
      }),
    );
  });

  it("refuses a username that is not the member's in the dialog, with no call", async () => {
    const fetch = answer(200, { message: "Your account has been deleted" });
    await openAndSubmit("right-one", "someone_else");
    expect(await screen.findByText(NOT_YOUR_USERNAME)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalledWith("/api/users/me", expect.anything());
  });

  it("says the last admin's refusal in the dialog", async () => {
    answer(409, { message: LAST_ADMIN_CANNOT_DELETE, code: "CONFLICT" });
    await openAndSubmit("right-one", "leaver");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(LAST_ADMIN_CANNOT_DELETE));
  });

  it("offers the passkey instead of the password only to an account with one, after the username is typed", async () => {
    // the passkeys, asked again as the dialog opens
    const fetch = answer(200, [{ id: 1, name: "Phone" }]);
    render(<DeleteAccount username="leaver" hasPasskey />);
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await screen.findByRole("dialog", { name: "Delete your account?" });
    fireEvent.change(screen.getByLabelText("Type your username (leaver) to confirm"), { target: { value: "leave" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete with a passkey instead" }));
    expect(await screen.findByText(NOT_YOUR_USERNAME)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalledWith("/api/auth/passkeys/confirm-options", expect.anything());
    expect(fetch).not.toHaveBeenCalledWith("/api/users/me", expect.anything());
    cleanup();
    answer(200, []);
    render(<DeleteAccount username="leaver" />);
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(screen.queryByRole("button", { name: "Delete with a passkey instead" })).toBeNull();
  });
});
