// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeUser, writes, type Answer, type Call } from "./test-kit";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { UsersTab } from "./users-tab";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const USERS = [
  makeUser(5, { username: "demo_user" }),
  makeUser(6, { username: "banned_one", status: "banned" }),
  makeUser(3, { username: "demo_moderator", role: "moderator", roles: ["moderator"] }),
  makeUser(2, { username: "me_mod", role: "moderator", roles: ["moderator"] }),
];
const VIEWER = { id: 2, roles: ["moderator" as const] };

function api(write: Answer = {}) {
  return fakeApi((call: Call) => {
    if (call.method !== "GET") return write;
    if (call.url.endsWith("/punishment-history"))
      return {
        body: [
          {
            action: "suspend",
            duration: 24,
            reason: "Spam",
            moderatorName: "demo_moderator",
            moderatorId: 3,
            createdAt: "2026-06-01T10:00:00Z",
          },
        ],
      };
    if (call.url.endsWith("/username-history")) return { body: [] };
    if (call.url.endsWith("/activity")) return { body: { debates: [], votes: [] } };
    return { body: USERS, headers: { "X-Total-Count": "4" } };
  });
}
const row = (name: string) => within(screen.getByRole("listitem", { name }));
const enabled = (name: string, button: string) =>
  !(row(name).getByRole("button", { name: button }) as HTMLButtonElement).disabled;

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("UsersTab", () => {
  it("enables each button per status, the staff hierarchy and never on oneself; search goes to the server", async () => {
    const calls = api();
    renderFresh(<UsersTab viewer={VIEWER} />);
    await screen.findByText("demo_user");
    expect(["Suspend", "Ban", "Delete"].map((b) => enabled("demo_user", b))).toEqual([true, true, true]);
    expect(["Reactivate", "Lift Punishment"].map((b) => enabled("demo_user", b))).toEqual([false, false]);
    expect(["Suspend", "Reactivate", "Lift Punishment"].map((b) => enabled("banned_one", b))).toEqual([
      false,
      true,
      true,
    ]);
    expect(["Suspend", "Ban"].map((b) => enabled("demo_moderator", b))).toEqual([false, false]);
    expect(enabled("me_mod", "Suspend")).toBe(false);
    fireEvent.change(screen.getByLabelText("Search users"), { target: { value: " demo " } });
    fireEvent.submit(screen.getByRole("search"));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/admin/users?search=demo&limit=20")).toBe(true));
  });

  it("suspends after a confirmation naming the user, with a required reason and 24 hours by default", async () => {
    const calls = api({
      body: { user: makeUser(5, { status: "suspended", suspendedUntil: "2026-06-11T10:00:00Z" }), action: {} },
    });
    renderFresh(<UsersTab viewer={VIEWER} />);
    await screen.findByText("demo_user");
    fireEvent.click(row("demo_user").getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Suspend demo_user?" });
    const confirm = within(dialog).getByRole("button", { name: "Suspend" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "   " } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: " Spamming links " } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "User suspended" })));
    expect(writes(calls)).toEqual([
      { method: "POST", url: "/api/admin/users/5/suspend", body: { duration: 24, reason: "Spamming links" } },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("bans for vote manipulation when the box is ticked (the rule that voids ballots), and without a rule otherwise", async () => {
    const calls = api({ body: { user: makeUser(5, { status: "banned" }), action: {} } });
    renderFresh(<UsersTab viewer={VIEWER} />);
    await screen.findByText("demo_user");
    fireEvent.click(row("demo_user").getByRole("button", { name: "Ban" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Ban demo_user?" });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Forty accounts, one person" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "For vote manipulation" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "User banned" })));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    fireEvent.click(row("demo_user").getByRole("button", { name: "Ban" }));
    dialog = await screen.findByRole("alertdialog", { name: "Ban demo_user?" });
    expect(within(dialog).getByRole("checkbox", { name: "For vote manipulation" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Abuse" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)).toEqual([
      {
        method: "POST",
        url: "/api/admin/users/5/ban",
        body: { reason: "Forty accounts, one person", rule: "vote_manipulation" },
      },
      { method: "POST", url: "/api/admin/users/5/ban", body: { reason: "Abuse" } },
    ]);
  });

  it("shows the server's message in 'Failed to ban user' and keeps the dialog open", async () => {
    api({ status: 403, body: { message: "Moderators cannot act on staff" } });
    renderFresh(<UsersTab viewer={VIEWER} />);
    await screen.findByText("demo_user");
    fireEvent.click(row("demo_user").getByRole("button", { name: "Ban" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ban demo_user?" });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Abuse" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Failed to ban user",
          description: "Moderators cannot act on staff",
          variant: "destructive",
        }),
      ),
    );
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("opens a user's history on demand", async () => {
    api();
    renderFresh(<UsersTab viewer={VIEWER} />);
    await screen.findByText("demo_user");
    const details = row("demo_user").getByRole("button", { name: /Details/ });
    expect(details.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(details);
    expect(await screen.findByText(/by demo_moderator/)).toBeTruthy();
    expect(screen.getByText("No username changes.")).toBeTruthy();
    expect(screen.getByText("1 day", { exact: false })).toBeTruthy();
  });
});
