// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDrafts } from "./draft-store";
import { fakeApi, makeComment, pagedList, renderSection } from "./test-kit";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));
vi.mock("@/components/report/report-dialog", () => ({ ReportDialog: () => null }));

const ten = Array.from({ length: 10 }, (_, i) => makeComment(10 - i));
const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is not on the page`);
  return element;
};
const gets = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === "GET").map((c) => c.url);

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  clearDrafts();
  vi.unstubAllGlobals();
  window.location.hash = "";
});

describe("CommentsPanel: the list", () => {
  it("shows 3 comments, then 5 more per press, paged on the server, with the remaining count", async () => {
    const calls = fakeApi((call) => pagedList(ten)(call)!);
    renderSection();
    expect(screen.getByRole("status", { name: "Loading comments" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Show More Comments (7 remaining)" }));
    expect(screen.getAllByText(/^Comment number/)).toHaveLength(3);
    await screen.findByRole("button", { name: "Show More Comments (2 remaining)" });
    expect(screen.getAllByText(/^Comment number/)).toHaveLength(8);
    fireEvent.click(screen.getByRole("button", { name: /Show More Comments/ }));
    await waitFor(() => expect(screen.getAllByText(/^Comment number/)).toHaveLength(10));
    expect(screen.queryByRole("button", { name: /Show More Comments/ })).toBeNull();
    expect(gets(calls)).toEqual([
      "/api/debates/7/comments?limit=3",
      "/api/debates/7/comments?limit=5&before=8",
      "/api/debates/7/comments?limit=5&before=3",
    ]);
    expect(document.getElementById("comment-10")?.textContent).toContain("Comment number 10");
  });

  it("says so when there are no comments yet", async () => {
    fakeApi((call) => pagedList([])(call)!);
    renderSection();
    expect(await screen.findByText("No comments yet. Start the discussion!")).toBeTruthy();
  });

  it("shows a failed load with Retry, which loads again", async () => {
    let fail = true;
    fakeApi((call) =>
      fail ? { status: 500, body: { message: "Database unavailable" } } : pagedList([makeComment(1)])(call)!,
    );
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain("Database unavailable");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Comment number 1")).toBeTruthy();
  });

  it("collapses and reopens replies, flattened under the top-level comment", async () => {
    const nested = makeComment(3, { parentId: 2, createdAt: new Date(Date.UTC(2026, 5, 10, 11, 59)).toISOString() });
    const top = makeComment(1, { replies: [makeComment(2, { parentId: 1, replies: [nested] })] });
    fakeApi((call) => pagedList([top])(call)!);
    renderSection();
    const toggle = await screen.findByRole("button", { name: "Hide replies" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("replying to user2")).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Show 2 replies" }).getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("replies-1")!.hidden).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Show 2 replies" }));
    expect(document.getElementById("replies-1")!.hidden).toBe(false);
    expect(screen.getByText("Comment number 3")).toBeTruthy();
  });

  it("shows a deleted comment as '[deleted]' without actions, and keeps its replies", async () => {
    const gone = makeComment(1, {
      isDeleted: true,
      user: null,
      userId: null,
      content: "[deleted]",
      replies: [makeComment(2, { parentId: 1 })],
    });
    fakeApi((call) => pagedList([gone])(call)!);
    renderSection();
    const deleted = await waitFor(() => byId("comment-1"));
    expect(deleted.textContent).toContain("[deleted]");
    expect(within(deleted).queryAllByRole("button")).toHaveLength(0);
    expect(within(byId("comment-2")).getByRole("button", { name: "Reply" })).toBeTruthy();
  });

  it("shows '(edited)' for an edited comment and keeps its line breaks", async () => {
    fakeApi((call) =>
      pagedList([makeComment(1, { content: "line one\nline two", updatedAt: new Date().toISOString() })])(call)!,
    );
    renderSection();
    const text = await screen.findByText(/line one/);
    expect(text.textContent).toBe("line one\nline two");
    expect(text.className).toContain("whitespace-pre-wrap");
    expect(screen.getByText("(edited)")).toBeTruthy();
  });
});

describe("CommentsPanel: a #comment-{id} link", () => {
  it("fetches the thread of a comment outside the loaded pages, shows it above the list and highlights it", async () => {
    const linked = makeComment(42, { replies: [makeComment(43, { parentId: 42 })] });
    const calls = fakeApi((call) => pagedList([makeComment(1), linked])(call)!);
    // the first page (limit 3) would hold it, so the list answers only comment 1 here
    vi.mocked(fetch).mockImplementation(async (url) => {
      const u = String(url);
      calls.push({ method: "GET", url: u, body: undefined });
      const body = u.includes("thread=43") ? [linked] : [makeComment(1)];
      return new Response(JSON.stringify(body), { headers: { "X-Total-Count": "2" } });
    });
    window.location.hash = "#comment-43";
    renderSection();
    const section = await screen.findByRole("region", { name: "Linked comment" });
    expect(within(section).getByText("Comment number 43")).toBeTruthy();
    await waitFor(() => expect(document.getElementById("comment-43")!.dataset.highlighted).toBe("true"));
    expect(document.activeElement?.id).toBe("comment-43");
    expect(gets(calls)).toContain("/api/debates/7/comments?thread=43");
  });

  it("highlights a loaded comment without fetching its thread", async () => {
    const calls = fakeApi((call) => pagedList([makeComment(1), makeComment(2)])(call)!);
    window.location.hash = "#comment-2";
    renderSection();
    await waitFor(() => expect(document.getElementById("comment-2")?.dataset.highlighted).toBe("true"));
    expect(screen.queryByRole("region", { name: "Linked comment" })).toBeNull();
    expect(gets(calls).some((u) => u.includes("thread="))).toBe(false);
  });
});
