// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DebateSignals } from "@/lib/moderation/types";
import { fakeApi, makeUser, writes, type Call } from "./test-kit";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { SignalsTab } from "./signals-tab";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const GROUP_ID = "AbCdEfGhIjKlMnOpQrStUv.1767225600000.1767227400000.41";
const SIGNALS: DebateSignals[] = [
  {
    debateId: 41,
    title: "Should cities ban cars?",
    ballots: 40,
    youngBallots: 30,
    groups: [
      {
        id: GROUP_ID,
        label: "AbCdEfGh",
        ballots: 25,
        firstJoined: "2026-01-01T00:00:00.000Z",
        lastJoined: "2026-01-01T00:30:00.000Z",
      },
    ],
  },
  { debateId: 42, title: "Is tea better than coffee?", ballots: 3, youngBallots: 0, groups: [] },
];
const VIEWER = { id: 2, roles: ["moderator" as const] };

function api() {
  return fakeApi((call: Call) => {
    if (call.method !== "GET") return { body: { user: makeUser(7, { status: "banned" }), action: {} } };
    if (call.url === "/api/moderation/signals") return { body: SIGNALS };
    if (call.url.startsWith("/api/admin/users?group=")) {
      return { body: [makeUser(7, { username: "sock_1" }), makeUser(8, { username: "sock_2", mailboxShared: true })] };
    }
    return { body: [] };
  });
}

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SignalsTab", () => {
  it("shows each open debate's young-account share and its groups by hashed id, never an address", async () => {
    api();
    renderFresh(<SignalsTab viewer={VIEWER} />);
    const debate = within(await screen.findByRole("listitem", { name: "Should cities ban cars?" }));
    expect(debate.getByText(/from accounts under a day old \(75%\)/)).toBeTruthy();
    const group = within(debate.getByRole("listitem", { name: "Group AbCdEfGh" }));
    expect(group.getByText("25")).toBeTruthy();
    expect(screen.getByText("No group of accounts registered from one network within an hour.")).toBeTruthy();
  });

  it("opens a group's accounts and bans one with the users tab's dialog", async () => {
    const calls = api();
    renderFresh(<SignalsTab viewer={VIEWER} />);
    const show = await screen.findByRole("button", { name: "Show accounts" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(show);
    const accounts = within(await screen.findByRole("list", { name: "Accounts of group AbCdEfGh" }));
    expect(calls.some((c) => c.url === `/api/admin/users?group=${encodeURIComponent(GROUP_ID)}&limit=20`)).toBe(true);
    expect(within(accounts.getByRole("listitem", { name: "sock_2" })).getByText("Shares a mailbox")).toBeTruthy();
    fireEvent.click(within(accounts.getByRole("listitem", { name: "sock_1" })).getByRole("button", { name: "Ban" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ban sock_1?" });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Vote manipulation" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "User banned" })));
    expect(writes(calls)).toEqual([
      { method: "POST", url: "/api/admin/users/7/ban", body: { reason: "Vote manipulation" } },
    ]);
  });
});
