// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NowProvider } from "@/components/debate/now-provider";
import type { Debate, Viewer, VoteStatus } from "@/lib/debates/types";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { answer } from "@/tests/fixtures/stub-fetch";
import { VoteWidget } from "./vote-widget";
import { debateView } from "@/tests/fixtures/debate-view";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const NOW = Date.UTC(2025, 5, 1, 12);
const debate = (over: Partial<Debate> = {}) => debateView(NOW, over);
const member: Viewer = { signedIn: true, emailVerified: true };

function show(d: Debate, viewer: Viewer, status: VoteStatus | null = null) {
  return renderFresh(
    <NowProvider initial={NOW}>
      <VoteWidget debate={d} viewer={viewer} initialStatus={status} />
    </NowProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  toast.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("VoteWidget", () => {
  // the verdict is its own chunk (React.lazy): it appears once that resolves
  it("1. shows the results once ended, whoever looks", async () => {
    show(debate({ votingEndsAt: new Date(NOW - 1000).toISOString(), voteCount: { A: 1, B: 3, total: 4 } }), {
      signedIn: false,
      emailVerified: false,
    });
    expect(await screen.findByText("Final results")).toBeTruthy();
    expect(screen.getByText(/Position B won \(75%\)/)).toBeTruthy();
    // a named group (an aria-label on a <div> with no role names nothing: issue 24, item 4)
    expect(screen.getByRole("group", { name: "Results" }).textContent).toContain("Final results");
  });

  it("1. says it's a tie on equal counts", async () => {
    show(debate({ votingEndsAt: new Date(NOW - 1000).toISOString(), voteCount: { A: 2, B: 2, total: 4 } }), member, {
      hasVoted: true,
      position: "A",
    });
    expect(await screen.findByText("It's a tie!")).toBeTruthy();
  });

  it("1. says a debate that ended without votes had none cast: no tie, no trophy, no 0% bars", async () => {
    const { container } = show(
      debate({ votingEndsAt: new Date(NOW - 1000).toISOString(), voteCount: { A: 0, B: 0, total: 0 } }),
      { signedIn: false, emailVerified: false },
    );
    expect(await screen.findByText("Voting has ended. No votes were cast.")).toBeTruthy();
    expect(screen.queryByText("It's a tie!")).toBeNull();
    expect(screen.queryAllByText(/^0%/)).toHaveLength(0);
    expect(container.querySelector(".lucide-trophy")).toBeNull();
  });

  // the signed-in voter's prompts are a chunk of their own (React.lazy), like the verdict
  it("2. thanks a user who already voted, before any other check", async () => {
    show(debate(), { signedIn: true, emailVerified: false }, { hasVoted: true, position: "B" });
    expect(await screen.findByText("Thank you for voting!")).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByText(/anonymous/)).toBeTruthy();
  });

  it("3. asks a visitor to log in, with Sign In and Create Account", () => {
    show(debate(), { signedIn: false, emailVerified: false });
    expect(screen.getByText("Login Required to Vote")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login?from=%2Fdebate%2F7");
    expect(screen.getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe(
      "/register?from=%2Fdebate%2F7",
    );
  });

  it("gives both options the same weight: same classes, announced in one group as 'Vote A: …', 'Vote B: …'", () => {
    show(debate(), member, { hasVoted: false, position: null });
    const group = screen.getByRole("group", { name: "Cast your vote" });
    const [a, b] = Array.from(group.querySelectorAll("button"));
    expect(a.textContent).toBe("Vote A: Ban them");
    expect(b.textContent).toBe("Vote B: Keep them");
    expect(a.className).toBe(b.className);
  });

  it("4. sends an unverified user to /verify-email, with the way back to the debate", async () => {
    show(debate(), { signedIn: true, emailVerified: false }, { hasVoted: false, position: null });
    expect((await screen.findByRole("link", { name: "Verify Email" })).getAttribute("href")).toBe(
      "/verify-email?from=%2Fdebate%2F7",
    );
  });

  it("5. votes, disables both buttons while pending, then thanks", async () => {
    const fetch = answer(201, { debateId: 7, position: "A", hasVoted: true, voteCount: { total: 4 } });
    show(debate(), member, { hasVoted: false, position: null });
    fireEvent.click(screen.getByRole("button", { name: "Vote A: Ban them" }));
    expect((screen.getByRole("button", { name: /Vote B/ }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByText("Thank you for voting!")).toBeTruthy());
    // the pressed button is gone: focus moves to the thanks, not to the page
    expect(document.activeElement).toBe(screen.getByText("Thank you for voting!").closest('[role="status"]'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/votes");
    expect(JSON.parse(init.body as string)).toEqual({ debateId: 7, position: "A" });
  });

  it("shows the fresh receipt once, with Copy, the sentence to keep it and the board's link", async () => {
    const receipt = "ab".repeat(32);
    answer(201, { debateId: 7, position: "B", hasVoted: true, voteCount: { total: 4 }, receipt, opening: "secret" });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    show(debate(), member, { hasVoted: false, position: null });
    fireEvent.click(screen.getByRole("button", { name: "Vote B: Keep them" }));
    await waitFor(() => expect(screen.getByTestId("receipt-value").textContent).toBe(receipt));
    expect(screen.getByText("Keep this to check your vote after the deadline")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the ballot board" }).getAttribute("href")).toBe("/debate/7/ballots");
    expect(document.body.textContent).not.toContain("secret");
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(receipt));
  });

  it.each([
    [401, "AUTH_REQUIRED", "Authentication required", "Login Required", "You must be logged in to vote on debates."],
    [
      403,
      "EMAIL_NOT_VERIFIED",
      "Email verification required",
      "Email Verification Required",
      "Please verify your email before voting on debates.",
    ],
    [403, "FORBIDDEN", "Voting has ended for this debate", "Error", "Voting has ended for this debate"],
    // the code decides, never the message's words (issue 20, item 3)
    [403, "EMAIL_NOT_VERIFIED", "Reworded", "Email Verification Required", expect.any(String)],
    [403, undefined, "Email verification required", "Error", "Email verification required"],
  ])(
    "a %i %s '%s' shows the documented toast and keeps the buttons",
    async (status, code, message, title, description) => {
      answer(status, { message, code });
      show(debate(), member, { hasVoted: false, position: null });
      fireEvent.click(screen.getByRole("button", { name: "Vote B: Keep them" }));
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title, description })));
      expect(screen.getByRole("button", { name: "Vote B: Keep them" })).toBeTruthy();
    },
  );

  it("'Already voted' toasts and switches to the thank-you state", async () => {
    answer(409, { message: "Already voted", code: "ALREADY_VOTED" });
    show(debate(), member, { hasVoted: false, position: null });
    fireEvent.click(screen.getByRole("button", { name: "Vote A: Ban them" }));
    await waitFor(() => expect(screen.getByText("Thank you for voting!")).toBeTruthy());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Already Voted", description: "You have already voted on this debate." }),
    );
  });
});
