// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InboxMessage } from "@/lib/hooks/use-messages";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { stubFetch } from "@/tests/fixtures/stub-fetch";
import { InboxView } from "./inbox-view";

const push = vi.fn();
const toast = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const base = {
  content: "Body text",
  senderName: "demo_moderator",
  senderId: 2,
  isRead: false,
  createdAt: "2026-01-05T10:00:00.000Z",
  debateId: null,
  commentId: null,
  verdict: null,
  actionId: null,
  appealStatus: null,
  canAppeal: false,
};
const MESSAGES: InboxMessage[] = [
  { ...base, id: 1, subject: "Someone replied", type: "reply", debateId: 5, commentId: 9 },
  { ...base, id: 2, subject: "Site news", type: "mass", isRead: true },
];

const calls: Array<[string, string]> = [];
function answer(status: (method: string, url: string) => number) {
  stubFetch((url, init) => {
    const method = init?.method ?? "GET";
    calls.push([method, url]);
    const body = url.endsWith("/unread/count") ? { count: 1 } : method === "GET" ? MESSAGES : { success: true };
    return { status: status(method, url), body };
  });
}

function renderInbox(canAnnounce = false) {
  return renderFresh(<InboxView initialMessages={MESSAGES} initialUnread={1} canAnnounce={canAnnounce} />);
}

beforeEach(() => {
  push.mockReset();
  toast.mockReset();
  calls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("InboxView", () => {
  it("opens a message, marks it read, and 'Go to Comment' opens the comment", async () => {
    answer(() => 200);
    renderInbox();
    expect(screen.getByTestId("inbox-unread").textContent).toContain("1");
    fireEvent.click(screen.getByRole("button", { name: /^Someone replied/ }));
    const detail = screen.getByRole("article");
    expect(within(detail).getByRole("heading", { name: "Someone replied" })).toBeTruthy();
    expect(within(detail).getByText("Reply notification")).toBeTruthy();
    await waitFor(() => expect(calls).toContainEqual(["PATCH", "/api/messages/1/read"]));
    fireEvent.click(within(detail).getByRole("button", { name: "Go to Comment" }));
    expect(push).toHaveBeenCalledWith("/debate/5#comment-9");
  });

  it("shows the documented toast when a delete fails, and keeps the message", async () => {
    answer((method) => (method === "DELETE" ? 500 : 200));
    renderInbox();
    fireEvent.click(screen.getByRole("button", { name: "Delete message: Site news" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: "Failed to delete message. Please try again.", variant: "destructive" }),
      ),
    );
    expect(screen.getByRole("button", { name: /^Site news/ })).toBeTruthy();
  });

  it("offers 'Send Announcement' to staff only, with the documented failure toast", async () => {
    answer((method) => (method === "POST" ? 500 : 200));
    renderInbox();
    expect(screen.queryByRole("button", { name: "Send Announcement" })).toBeNull();
    cleanup();
    renderInbox(true);
    fireEvent.click(screen.getByRole("button", { name: "Send Announcement" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect((await within(dialog).findAllByText("Please fill in all fields.")).length).toBe(2);
    fireEvent.change(within(dialog).getByLabelText("Subject"), { target: { value: "Hello" } });
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "World" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: "Failed to send mass message. Please try again." }),
      ),
    );
  });
});
