// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReportsTab } from "./reports-tab";
import { fakeApi, makeReport, writes, type Answer, type Call } from "./test-kit";
import { renderFresh } from "@/tests/fixtures/render-fresh";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const REPORTS = [
  makeReport(1),
  makeReport(2, {
    targetType: "comment",
    targetId: 7,
    debateTitle: "Nuclear power",
    debateId: 3,
    commentContent: "Buy cheap pills",
  }),
  makeReport(3, { status: "resolved" }),
];

function api(write: Answer = {}) {
  return fakeApi((call: Call) => {
    if (call.method !== "GET") return write;
    const url = new URL(call.url, "http://x");
    if (url.searchParams.get("cursor"))
      return { body: [makeReport(4, { status: "dismissed" })], headers: { "X-Total-Count": "4" } };
    return { body: REPORTS, headers: { "X-Total-Count": "4", "X-Pending-Count": "2", "X-Next-Cursor": "3" } };
  });
}
const card = (n: number) => within(screen.getByRole("listitem", { name: new RegExp(`^Report #${n}:`) }));

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ReportsTab", () => {
  it("asks for today's window in local time and shows each report with its actions enabled only while pending", async () => {
    const calls = api();
    renderFresh(<ReportsTab />);
    await screen.findByText("Debate 1");
    const first = new URL(calls[0].url, "http://x");
    expect(first.pathname).toBe("/api/moderation/reports");
    const from = new Date(first.searchParams.get("from")!);
    expect(from.getHours()).toBe(0);
    expect(new Date(first.searchParams.get("to")!).getTime() - from.getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(card(1).getByRole("link", { name: "Debate 1" }).getAttribute("href")).toBe("/debate/41");
    expect(card(1).getByText("Spam or advertising")).toBeTruthy();
    expect(card(2).getByText("Buy cheap pills")).toBeTruthy();
    expect(card(2).getByRole("link", { name: "Nuclear power" }).getAttribute("href")).toBe("/debate/3");
    expect((card(3).getByRole("button", { name: /Take down/i }) as HTMLButtonElement).disabled).toBe(true);
    expect((card(3).getByRole("button", { name: /Dismiss/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((card(1).getByRole("button", { name: /Dismiss/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText("Showing 3 of 4 reports")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Debate 4");
    expect(calls.some((c) => c.url.includes("cursor=3"))).toBe(true);
  });

  it("takes down after a confirmation naming the debate, then refetches the list", async () => {
    const calls = api({ body: { report: makeReport(1, { status: "resolved" }), action: {} } });
    renderFresh(<ReportsTab />);
    await screen.findByText("Debate 1");
    const gets = calls.length;
    fireEvent.click(card(1).getByRole("button", { name: /Take down/i }));
    const dialog = await screen.findByRole("alertdialog", { name: "Take down this debate?" });
    expect(dialog.textContent).toContain("“Debate 1”");
    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), { target: { value: "Advertising" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Take Down" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Content taken down" })));
    expect(writes(calls)).toEqual([
      { method: "POST", url: "/api/moderation/reports/1/takedown", body: { reason: "Advertising" } },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(calls.length).toBeGreaterThan(gets + 1));
  });

  it("shows 'Failed to take down content' and 'Failed to update report' with the server's message", async () => {
    const calls = api({ status: 409, body: { message: "Report is no longer pending" } });
    renderFresh(<ReportsTab />);
    await screen.findByText("Debate 1");
    fireEvent.click(card(1).getByRole("button", { name: /Dismiss/ }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Failed to update report",
          description: "Report is no longer pending",
          variant: "destructive",
        }),
      ),
    );
    expect(writes(calls)[0]).toEqual({
      method: "PATCH",
      url: "/api/moderation/reports/1",
      body: { status: "dismissed" },
    });
    fireEvent.click(card(2).getByRole("button", { name: /Take down/i }));
    const dialog = await screen.findByRole("alertdialog", { name: "Take down this comment?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Take Down" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Failed to take down content", description: "Report is no longer pending" }),
      ),
    );
    expect(writes(calls)[1]).toEqual({ method: "POST", url: "/api/moderation/reports/2/takedown", body: {} });
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("lists each card's fields as a valid <dl>: term and description pairs, each in one <div> at most", async () => {
    api();
    renderFresh(<ReportsTab />);
    await screen.findByText("Debate 1");
    const lists = document.querySelectorAll("dl");
    expect(lists.length).toBe(3);
    // HTML's content model for <dl>: dt and dd, or div elements each holding only dt and dd (issue 24, item 4)
    const misplaced = [...lists].flatMap((dl) =>
      [...dl.children].flatMap((child) =>
        child.tagName === "DT" || child.tagName === "DD"
          ? []
          : child.tagName === "DIV"
            ? [...child.children].filter((c) => c.tagName !== "DT" && c.tagName !== "DD").map((c) => c.outerHTML)
            : [child.outerHTML],
      ),
    );
    expect(misplaced).toEqual([]);
    // each action's name starts with the words it shows (WCAG 2.5.3, label in name)
    expect(card(1).getByRole("button", { name: /^Take down debate #41/ })).toBeTruthy();
    expect(card(1).getByRole("button", { name: /^Dismiss report #1$/ })).toBeTruthy();
  });

  it("shows an empty state, and an error with Retry", async () => {
    let fail = true;
    fakeApi(() => (fail ? { status: 500, body: { message: "boom" } } : { body: [] }));
    renderFresh(<ReportsTab />);
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("Failed to load reports")).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText("No reports")).toBeTruthy();
  });
});
