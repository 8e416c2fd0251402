// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NowProvider } from "@/components/debate/now-provider";
import type { Debate, VoteStatus } from "@/lib/debates/types";
import { VoteWidget } from "@/components/vote/vote-widget";
import { readQuery } from "@/lib/api/query";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { answers } from "@/tests/fixtures/stub-fetch";
import { LeanPrompt, NOT_THE_VOTE } from "./lean-prompt";
import { LeanSlot } from "./lean-slot";
import { IN_TIME_LEAN, LATE_LEAN } from "./lean-recorded";
import { forgetLeanSkips } from "./lean-skip";
import { debateView } from "@/tests/fixtures/debate-view";

const NOW = Date.UTC(2025, 5, 1, 12);
const RECEIPT = "cd".repeat(32);
const HEADING = "Before you watch: where do you stand?";
const debate = (over: Partial<Debate> = {}) => debateView(NOW, over);
const fresh: VoteStatus = { hasVoted: false, position: null, lean: null };

/** The prompt as the page places it: above the video (here its play button, where a skip sends focus). */
function show(d: Debate = debate(), status: VoteStatus | null = fresh) {
  return renderFresh(
    <NowProvider initial={NOW}>
      <LeanPrompt debate={d} initialStatus={status} />
      <button type="button">Play video: {d.title}</button>
    </NowProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  forgetLeanSkips();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("LeanPrompt", () => {
  it("asks before the video: a named group of A, B and Undecided with the sides' titles, equal weight, and Skip", () => {
    show();
    expect(screen.getByRole("heading", { level: 2, name: HEADING })).toBeTruthy();
    const group = screen.getByRole("group", { name: HEADING });
    const buttons = Array.from(group.querySelectorAll("button"));
    expect(buttons.map((b) => b.textContent)).toEqual(["A: Ban them", "B: Keep them", "Undecided"]);
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(buttons.every((b) => !b.disabled)).toBe(true);
    expect(screen.getByRole("button", { name: "Skip" })).toBeTruthy();
  });

  it("says it is not the vote, and looks unlike the vote's buttons (pills on a muted panel)", () => {
    show();
    expect(screen.getByTestId("lean-not-vote").textContent).toBe(
      "This is not your vote \u2014 it only records where you stood before watching.",
    );
    const group = screen.getByRole("group", { name: HEADING });
    expect(group.getAttribute("aria-describedby")?.split(" ")).toContain("lean-not-vote");
    expect(NOT_THE_VOTE).toMatch(/^This is not your vote/);
    const button = screen.getByRole("button", { name: "A: Ban them" });
    expect(button.className).toContain("rounded-full");
    expect(button.className).not.toMatch(/\bborder-2\b|\bh-10\b/);
    expect(screen.getByTestId("lean-prompt").className).toContain("bg-muted");
  });

  it("is not offered on a debate without a video: there is nothing to watch first", async () => {
    const slot = (debateVideo: string) =>
      renderFresh(
        <NowProvider initial={NOW}>
          <LeanSlot debate={debate({ debateVideo })} initialStatus={fresh} />
        </NowProvider>,
      );
    // with a video it asks (and its chunk is loaded from here on, so the next render would show it at once)
    slot("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(await screen.findByText(HEADING, undefined, { timeout: 5000 })).toBeTruthy();
    cleanup();
    slot("");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(HEADING)).toBeNull();
    expect(document.body.textContent).toBe("");
  });

  it("records a lean, then shows it with its receipt and that it counts; focus moves to it", async () => {
    const fetch = answers([201, { debateId: 7, lean: "B", late: false, receipt: RECEIPT, opening: "secret-opening" }]);
    show();
    fireEvent.click(screen.getByRole("button", { name: "B: Keep them" }));
    expect((screen.getByRole("button", { name: "A: Ban them" }) as HTMLButtonElement).disabled).toBe(true);
    const heading = await screen.findByRole("heading", { name: "You leaned B: Keep them" });
    // the lean's receipt is folded away from the ballot's: shortened until opened
    const folded = screen.getByTestId("lean-receipt-details") as HTMLDetailsElement;
    expect(folded.open).toBe(false);
    expect(folded.querySelector("summary")?.textContent).toBe(`Lean receipt ${RECEIPT.slice(0, 8)}\u2026`);
    expect(screen.getByTestId("lean-receipt-value").textContent).toBe(RECEIPT);
    expect(screen.getByText("Your lean receipt")).toBeTruthy();
    expect(screen.getByText("Keep this to check your lean after the deadline")).toBeTruthy();
    expect(screen.getByTestId("lean-counts").textContent).toBe(IN_TIME_LEAN);
    expect(screen.queryByText(LATE_LEAN)).toBeNull();
    expect(document.body.textContent).not.toContain("secret-opening");
    expect(document.activeElement).toBe(heading.closest("section"));
    expect(screen.queryByRole("group", { name: HEADING })).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/debates/7/lean");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ lean: "B" });
  });

  it("says a late lean (recorded after the video started) is kept but does not count in the swing", async () => {
    answers([201, { debateId: 7, lean: "undecided", late: true, receipt: RECEIPT, opening: "x" }]);
    show();
    fireEvent.click(screen.getByRole("button", { name: "Undecided" }));
    expect(await screen.findByRole("heading", { name: "You leaned Undecided" })).toBeTruthy();
    expect(screen.getByTestId("lean-counts").textContent).toBe(
      "It was recorded after you started the video, so it is kept but does not count in the swing.",
    );
  });

  it("shows the member's own recorded lean from the status, late or not, even once they have voted", () => {
    show(debate(), { hasVoted: true, position: "A", lean: { lean: "A", late: true, receipt: RECEIPT } });
    expect(screen.getByRole("heading", { name: "You leaned A: Ban them" })).toBeTruthy();
    expect(screen.getByTestId("lean-counts").textContent).toBe(LATE_LEAN);
    expect(screen.getByTestId("lean-receipt-value").textContent).toBe(RECEIPT);
    // not focused: nothing was pressed here
    expect(document.activeElement).toBe(document.body);
  });

  it("is not offered once the member has voted, nor after the deadline", () => {
    show(debate(), { hasVoted: true, position: "B", lean: null });
    expect(screen.queryByText(HEADING)).toBeNull();
    cleanup();
    show(debate({ votingEndsAt: new Date(NOW - 1000).toISOString() }));
    expect(screen.queryByText(HEADING)).toBeNull();
    expect(screen.queryByText(/You leaned/)).toBeNull();
  });

  it("Skip hides it for this debate, remembered in sessionStorage, and moves focus on to the video", () => {
    show();
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.queryByText(HEADING)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Play video/ }));
    expect(sessionStorage.getItem("pv:lean-skipped:7")).toBe("1");
    cleanup();
    show();
    expect(screen.queryByText(HEADING)).toBeNull();
    cleanup();
    // another debate still asks
    show(debate({ id: 8 }));
    expect(screen.getByText(HEADING)).toBeTruthy();
  });

  it("a second lean (409) says so, and then shows the lean the server holds", async () => {
    const held = { hasVoted: false, position: null, lean: { lean: "A", late: false, receipt: RECEIPT } };
    const fetch = answers(
      [409, { message: "You have already recorded where you stand", code: "ALREADY_LEANED" }],
      [200, held],
    );
    show();
    fireEvent.click(screen.getByRole("button", { name: "B: Keep them" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You have already recorded where you stand");
    expect(await screen.findByRole("heading", { name: "You leaned A: Ban them" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("You have already recorded where you stand");
    expect((fetch.mock.calls[1] as unknown as [string])[0]).toBe("/api/votes/7/user");
  });

  it("a lean after the vote (409) says so and offers no more choices", async () => {
    answers(
      [409, { message: "Already voted", code: "ALREADY_VOTED" }],
      [200, { hasVoted: true, position: "A", lean: null }],
    );
    show();
    fireEvent.click(screen.getByRole("button", { name: "A: Ban them" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You have already voted on this debate, so a lean can no longer be recorded.",
    );
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "A: Ban them" }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it("a 429 says how long to wait, and the choices stay", async () => {
    answers([429, { message: "Too many requests", code: "RATE_LIMITED" }, { "Retry-After": "30" }]);
    show();
    fireEvent.click(screen.getByRole("button", { name: "A: Ban them" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many tries. Please try again in 30 seconds.");
    expect((screen.getByRole("button", { name: "A: Ban them" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a network failure says the server was not reached, and the choices stay", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    show();
    fireEvent.click(screen.getByRole("button", { name: "Undecided" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not reach the server. Check your connection and try again.",
    );
    expect((screen.getByRole("button", { name: "Undecided" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a refusal's own words are shown (voting ended, suspended)", async () => {
    answers([403, { message: "Voting has ended for this debate", code: "FORBIDDEN" }]);
    show();
    fireEvent.click(screen.getByRole("button", { name: "A: Ban them" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Voting has ended for this debate");
  });

  it("a vote cast after the lean keeps the lean shown above, beside the thanks", async () => {
    const lean = { lean: "undecided", late: false, receipt: RECEIPT } as const;
    answers([201, { debateId: 7, position: "A", hasVoted: true, voteCount: { total: 4 }, receipt: "ef".repeat(32) }]);
    renderFresh(
      <NowProvider initial={NOW}>
        <LeanPrompt debate={debate()} initialStatus={{ hasVoted: false, position: null, lean }} />
        <VoteWidget
          debate={debate()}
          viewer={{ signedIn: true, emailVerified: true }}
          initialStatus={{ hasVoted: false, position: null, lean }}
        />
      </NowProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Vote A: Ban them" }));
    expect(await screen.findByText("Thank you for voting!")).toBeTruthy();
    // the vote's status update has reached every reader of the status
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(readQuery<VoteStatus>("/api/votes/7/user")).toEqual({
      hasVoted: true,
      position: "A",
      lean,
    });
    expect(screen.getByRole("heading", { name: "You leaned Undecided" })).toBeTruthy();
    expect(screen.getByTestId("lean-receipt-value").textContent).toBe(RECEIPT);
  });
});
