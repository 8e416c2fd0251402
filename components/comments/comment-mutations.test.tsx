// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDrafts } from "./draft-store";
import { fakeApi, makeComment, pagedList, PLUS, renderSection, type Call } from "./test-kit";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));
vi.mock("@/components/report/report-dialog", () => ({
  ReportDialog: ({ open, targetId }: { open: boolean; targetId: number }) =>
    open ? <div role="dialog">Reporting comment {targetId}</div> : null,
}));

const mine = makeComment(1, {
  userId: PLUS!.id,
  user: { id: PLUS!.id, username: "demo_plus", profileImage: null, roles: ["pv_plus"] },
});
const theirs = makeComment(2);
const list = pagedList([mine, theirs]);
const writes = (calls: Call[]) => calls.filter((c) => c.method !== "GET");
const listGets = (calls: Call[]) => calls.filter((c) => c.method === "GET").length;

/** the API: GETs page the two comments; writes answer `status` with `body` */
function api(status = 200, body: unknown = {}) {
  return fakeApi((call) => list(call) ?? { status, body });
}
const inComment = (id: number) => within(document.getElementById(`comment-${id}`)!);
async function openMenu(id: number) {
  await screen.findByText("Comment number 2");
  fireEvent.keyDown(inComment(id).getByRole("button", { name: "Comment actions" }), { key: "Enter" });
  return screen.findByRole("menu");
}

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  clearDrafts();
  vi.unstubAllGlobals();
});

describe("posting", () => {
  it("keeps Post disabled for blank text, keeps Shift+Enter as a newline, posts on Enter and refetches", async () => {
    const calls = api(201, makeComment(3));
    renderSection();
    const box = screen.getByRole("textbox", { name: "Add a comment" });
    const post = screen.getByRole("button", { name: "Post" }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: "   \n " } });
    expect(post.disabled).toBe(true);
    fireEvent.change(box, { target: { value: "  First line" } });
    expect(post.disabled).toBe(false);
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(writes(calls)).toHaveLength(0);
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Comment posted!" }));
    expect(writes(calls)).toEqual([
      { method: "POST", url: "/api/debates/7/comments", body: { content: "First line" } },
    ]);
    expect((box as HTMLTextAreaElement).value).toBe("");
    await waitFor(() => expect(listGets(calls)).toBe(2)); // the refetch, 100 ms after the post
  });

  it.each([
    [429, { message: "Too many requests, try again in 30 seconds" }, "Too many requests, try again in 30 seconds"],
    [500, "", "Please try again later."],
  ])(
    "a %i keeps the draft and shows 'Failed to post comment' with the server message",
    async (status, body, description) => {
      api(status, body);
      renderSection();
      const box = screen.getByRole("textbox", { name: "Add a comment" });
      fireEvent.change(box, { target: { value: "Hello" } });
      fireEvent.click(screen.getByRole("button", { name: "Post" }));
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith({ title: "Failed to post comment", description, variant: "destructive" }),
      );
      expect((box as HTMLTextAreaElement).value).toBe("Hello");
    },
  );
});

describe("replying", () => {
  it("keeps the reply draft when the box closes and reopens, and sends it with Enter", async () => {
    const calls = api(201, makeComment(5, { parentId: 2 }));
    renderSection();
    await screen.findByText("Comment number 2");
    const reply = inComment(2).getByRole("button", { name: "Reply" });
    fireEvent.click(reply);
    expect(reply.getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(screen.getByRole("textbox", { name: "Reply to user2" }), { target: { value: "I disagree" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox", { name: "Reply to user2" })).toBeNull();
    fireEvent.click(reply);
    const box = screen.getByRole("textbox", { name: "Reply to user2" }) as HTMLTextAreaElement;
    expect(box.value).toBe("I disagree");
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Reply posted!" }));
    expect(writes(calls)).toEqual([
      { method: "POST", url: "/api/comments/2/reply", body: { content: "I disagree", debateId: 7 } },
    ]);
    expect(screen.queryByRole("textbox", { name: "Reply to user2" })).toBeNull();
  });

  it("shows 'Failed to post reply' and keeps the box open on failure", async () => {
    api(403, { message: "PV+ membership required" });
    renderSection();
    await screen.findByText("Comment number 2");
    fireEvent.click(inComment(2).getByRole("button", { name: "Reply" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Reply to user2" }), { target: { value: "Hi" } });
    fireEvent.click(screen.getByRole("button", { name: "Post Reply" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Failed to post reply",
        description: "PV+ membership required",
        variant: "destructive",
      }),
    );
    expect(screen.getByRole("textbox", { name: "Reply to user2" })).toBeTruthy();
  });
});

describe("the comment menu", () => {
  it("offers Edit and Delete on one's own comment, Report on others'", async () => {
    api();
    renderSection();
    expect(
      within(await openMenu(1))
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Edit", "Delete"]);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    const menu = await openMenu(2);
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Report"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Report" }));
    expect((await screen.findByRole("dialog")).textContent).toBe("Reporting comment 2");
  });

  it("gives staff Delete on others' comments", async () => {
    api();
    renderSection({ id: 9, roles: ["moderator"] });
    expect(
      within(await openMenu(2))
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Delete", "Report"]);
  });

  it("edits in place: Save is disabled when empty, Cancel drops the draft, Save sends PATCH", async () => {
    const calls = api(200, { ...mine, content: "Better words" });
    renderSection();
    fireEvent.click(within(await openMenu(1)).getByRole("menuitem", { name: "Edit" }));
    const box = screen.getByRole("textbox", { name: "Edit comment" }) as HTMLTextAreaElement;
    expect(box.value).toBe("Comment number 1");
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: "  " } });
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox", { name: "Edit comment" })).toBeNull();
    expect(screen.getByText("Comment number 1")).toBeTruthy();

    fireEvent.click(within(await openMenu(1)).getByRole("menuitem", { name: "Edit" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Edit comment" }), { target: { value: "Better words" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Comment updated!" }));
    expect(writes(calls)).toEqual([{ method: "PATCH", url: "/api/comments/1", body: { content: "Better words" } }]);
  });

  it("deletes after the confirmation", async () => {
    const calls = api(200, { ok: true });
    renderSection();
    fireEvent.click(within(await openMenu(1)).getByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("Are you sure you want to delete this comment?");
    expect(writes(calls)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Comment deleted!" }));
    expect(writes(calls)).toEqual([{ method: "DELETE", url: "/api/comments/1", body: undefined }]);
  });

  it("shows 'Failed to delete comment' with the server message", async () => {
    api(403, { message: "You can only delete your own comments" });
    renderSection();
    fireEvent.click(within(await openMenu(1)).getByRole("menuitem", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Failed to delete comment",
        description: "You can only delete your own comments",
        variant: "destructive",
      }),
    );
  });
});

describe("likes", () => {
  it("presses Like with the answer's counts, and reports a failure", async () => {
    const calls = api(200, { commentId: 2, likeCount: 1, dislikeCount: 0, userLikeStatus: "like" });
    renderSection();
    await screen.findByText("Comment number 2");
    // each button is named by the count it shows, then what it counts (WCAG 2.5.3, label in name)
    const like = inComment(2).getByRole("button", { name: "0 likes" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute("aria-pressed")).toBe("true"));
    expect(inComment(2).getByRole("button", { name: "1 like" })).toBe(like);
    expect(writes(calls)).toEqual([{ method: "POST", url: "/api/comments/2/like", body: { isLike: true } }]);

    vi.unstubAllGlobals();
    api(500, "");
    fireEvent.click(inComment(2).getByRole("button", { name: "0 dislikes" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Failed to update like",
        description: "Please try again later.",
        variant: "destructive",
      }),
    );
  });
});
