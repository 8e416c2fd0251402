// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { stubFetch } from "@/tests/fixtures/stub-fetch";
import { REPORT_REASON_LABELS, USER_REPORT_REASONS } from "@/lib/report-reasons";
import { ReportDialog } from "./report-dialog";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));
vi.mock("next/navigation", () => ({ usePathname: () => "/debate/7" }));

const USER = { id: 3, username: "demo_user", roles: [], role: "user", emailVerified: true, isVerified: true };
type Reply = { status: number; body?: unknown };
const posts: unknown[] = [];

/** GET /api/auth/user answers `me`; the report POST answers `report` (a promise keeps it pending). */
function serve(me: Reply, report: Reply | Promise<Reply> = { status: 201, body: { id: 1 } }) {
  stubFetch(async (url, init) =>
    url === "/api/auth/user" ? me : (posts.push(JSON.parse(String(init?.body))), await report),
  );
}

const onOpenChange = vi.fn();
function show(targetId = 7) {
  renderFresh(
    <>
      <button type="button">before</button>
      <ReportDialog targetType="debate" targetId={targetId} open onOpenChange={onOpenChange} />
    </>,
  );
}

/** Radix Select keeps a native select in the form for autofill; choosing through it drives the same onChange. */
async function chooseReason(value: string) {
  const dialog = await screen.findByRole("dialog");
  await waitFor(() => expect(dialog.querySelector("select option[value='spam']")).toBeTruthy());
  fireEvent.change(dialog.querySelector("select")!, { target: { value } });
}

beforeEach(() => {
  toast.mockReset();
  onOpenChange.mockReset();
  posts.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ReportDialog", () => {
  it("shows a visitor the Login Required dialog, with Sign In back to this page and Create Account", async () => {
    serve({ status: 401, body: { message: "Authentication required" } });
    show();
    const dialog = await screen.findByRole("dialog", { name: "Login Required" });
    expect(within(dialog).getByText("You must be logged in to report content")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/login?from=%2Fdebate%2F7",
    );
    expect(within(dialog).getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe(
      "/register?from=%2Fdebate%2F7",
    );
    expect(within(dialog).queryByRole("button", { name: "Submit Report" })).toBeNull();
  });

  it("lists every reason a person may give with its label, in the list's order (lib/report-reasons.ts)", async () => {
    serve({ status: 200, body: USER });
    show();
    const dialog = await screen.findByRole("dialog", { name: "Report Content" });
    await waitFor(() =>
      expect(dialog.querySelectorAll("select option[value]:not([value=''])").length).toBe(USER_REPORT_REASONS.length),
    );
    const options = Array.from(dialog.querySelectorAll("select option[value]:not([value=''])"), (o) => [
      (o as HTMLOptionElement).value,
      o.textContent,
    ]);
    expect(options).toEqual(USER_REPORT_REASONS.map((reason) => [reason, REPORT_REASON_LABELS[reason]]));
    // the placeholder is an option with its words (HTML forbids an empty one without a label), not choosable
    const placeholder = dialog.querySelector<HTMLOptionElement>("select option[value='']");
    expect([placeholder?.textContent, placeholder?.disabled]).toEqual(["Select a reason", true]);
    expect(dialog.className).toContain("sm:max-w-[425px]");
  });

  it("asks for a reason, and names a bad target with the schema's message", async () => {
    serve({ status: 200, body: USER });
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Submit Report" }));
    expect(await screen.findByText("Reason is required")).toBeTruthy();
    cleanup();
    show(0);
    await chooseReason("spam");
    fireEvent.click(await screen.findByRole("button", { name: "Submit Report" }));
    expect(await screen.findByText("Target ID is required")).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("reads 'Submitting...' while pending, posts the documented payload, then closes with the success toast", async () => {
    let settle: (r: Reply) => void = () => {};
    serve({ status: 200, body: USER }, new Promise<Reply>((resolve) => (settle = resolve)));
    show();
    await chooseReason("misinformation");
    fireEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    settle({ status: 201, body: { id: 9, status: "pending" } });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posts).toEqual([
      { reportedBy: 3, targetType: "debate", targetId: 7, reason: "misinformation", description: null },
    ]);
    expect(toast).toHaveBeenCalledWith({
      title: "Report submitted",
      description: "Thank you for reporting this content. Our moderation team will review it soon.",
    });
  });

  it("treats the 200 for a report already pending as a success that says it was already reported, and sends the description", async () => {
    serve({ status: 200, body: USER }, { status: 200, body: { id: 4, status: "pending" } });
    show();
    await chooseReason("other");
    fireEvent.change(screen.getByLabelText("Additional details (optional)"), { target: { value: "  Spam links  " } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Already reported",
        description: "You have already reported this. Our moderation team will review it soon.",
      }),
    );
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Report submitted" }));
    expect(posts).toEqual([expect.objectContaining({ reason: "other", description: "Spam links" })]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's message on failure, and the fallback when there is none; the dialog stays open", async () => {
    serve({ status: 200, body: USER }, { status: 429, body: { message: "Too many reports. Try again later." } });
    show();
    await chooseReason("spam");
    fireEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Error",
        description: "Too many reports. Try again later.",
        variant: "destructive",
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    cleanup();
    serve({ status: 200, body: USER }, { status: 500 });
    show();
    await chooseReason("spam");
    fireEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        title: "Error",
        description: "Failed to submit report. Please try again.",
        variant: "destructive",
      }),
    );
  });

  it("puts the server's field errors under the fields", async () => {
    serve(
      { status: 200, body: USER },
      { status: 400, body: { message: "Invalid input", errors: { description: "Description must be text" } } },
    );
    show();
    await chooseReason("spam");
    fireEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    expect(await screen.findByText("Description must be text")).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Error", description: "Invalid input" }));
  });
});
