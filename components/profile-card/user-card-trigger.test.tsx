// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { stubFetch } from "@/tests/fixtures/stub-fetch";
import { UserCardTrigger } from "./user-card-trigger";

const NOW = Date.UTC(2026, 0, 10, 12);
const CARD = {
  id: 5,
  username: "demo_moderator",
  profileImage: null,
  bio: "I keep it clean.",
  roles: ["moderator"],
  role: "moderator",
  isVerified: true,
  // the public card gives the join month only, as its first instant
  joinedAt: new Date(Date.UTC(2025, 10, 1)).toISOString(),
  debateCount: 4,
  votesCount: 1234,
};

const urls: string[] = [];
function serve(status: number, body?: unknown, pending?: Promise<void>) {
  stubFetch(async (url) => {
    urls.push(url);
    await pending;
    return { status, body };
  });
}

function show(props: Partial<Parameters<typeof UserCardTrigger>[0]> = {}) {
  renderFresh(<UserCardTrigger userId={5} username="demo_moderator" {...props} />);
}

async function open(name = "demo_moderator") {
  const trigger = screen.getByRole("button", { name });
  trigger.focus();
  fireEvent.click(trigger);
  // the first open also loads the dialog's module
  return { trigger, dialog: await screen.findByRole("dialog", { name }, { timeout: 5000 }) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  urls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("UserCardTrigger", () => {
  it("fetches nothing until opened, shows a skeleton while loading, then the card", async () => {
    let release: () => void = () => {};
    serve(200, CARD, new Promise<void>((r) => (release = r)));
    show({ showAvatar: true });
    expect(urls).toEqual([]);
    const { dialog } = await open();
    expect(dialog.querySelector("[aria-busy='true']")).toBeTruthy();
    release();
    expect(await within(dialog).findByText("I keep it clean.")).toBeTruthy();
    expect(urls).toEqual(["/api/users/5"]);
    expect(within(dialog).getByRole("heading", { name: "demo_moderator" }).className).toContain("text-green-700");
    const badges = within(dialog).getByRole("list", { name: "Badges" });
    expect(Array.from(badges.querySelectorAll("li"), (li) => li.textContent)).toEqual(["Verified", "Moderator"]);
    expect(within(dialog).getByText("Joined 2 months ago")).toBeTruthy();
    const stats = Array.from(dialog.querySelectorAll("dt"), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(stats).toEqual([
      ["Votes cast", "1,234"],
      ["Debates created", "4"],
    ]);
    expect(within(dialog).getByRole("link", { name: "View full profile" }).getAttribute("href")).toBe("/users/5");
    // the first open loads the dialog's module and the avatar's: slow on a busy machine
  }, 15_000);

  it("shows a plain user's grey role chip and 'Joined recently' without a valid date", async () => {
    serve(200, {
      ...CARD,
      username: "demo_user",
      roles: [],
      role: "user",
      isVerified: false,
      joinedAt: "not a date",
      bio: null,
    });
    show({ username: "demo_user" });
    const { dialog } = await open("demo_user");
    expect(await within(dialog).findByText("Joined recently")).toBeTruthy();
    expect(within(dialog).getByText("User").className).toContain("bg-gray-500");
    expect(within(dialog).queryByText("Verified")).toBeNull();
  });

  it("says 'User not found' on a 404 and on an empty answer", async () => {
    serve(404, { message: "User not found", code: "NOT_FOUND" });
    show();
    const { dialog } = await open();
    expect(await within(dialog).findByText("User not found")).toBeTruthy();
    expect(within(dialog).queryByText(/User ID/)).toBeNull();
    cleanup();
    serve(200, null);
    show();
    expect(await within((await open()).dialog).findByText("User not found")).toBeTruthy();
  });

  it("shows the error and the user id when loading fails, and can try again", async () => {
    serve(500, { message: "Database unavailable" });
    show();
    const { dialog } = await open();
    expect(await within(dialog).findByText("Failed to load user")).toBeTruthy();
    expect(within(dialog).getByText("Database unavailable")).toBeTruthy();
    expect(within(dialog).getByText("User ID: 5")).toBeTruthy();
    serve(200, CARD);
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText("I keep it clean.")).toBeTruthy();
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    serve(200, CARD);
    show();
    const { trigger, dialog } = await open();
    await within(dialog).findByText("I keep it clean.");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("is plain text, not a button, for a deleted user", () => {
    serve(200, CARD);
    show({ userId: null, username: "[deleted user]" });
    expect(screen.getByText("[deleted user]")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("an avatar-only trigger is named by the username", async () => {
    serve(200, CARD);
    show({ showName: false });
    const { dialog } = await open();
    expect(await within(dialog).findByText("I keep it clean.")).toBeTruthy();
  });
});
