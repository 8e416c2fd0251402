// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { UserVote } from "@/lib/users/types";
import { VoteHistory } from "./vote-history";
import type { VotePosition } from "@/lib/enums";

const vote = (n: number, position?: VotePosition, receipt?: string): UserVote => ({
  id: n,
  createdAt: new Date(Date.UTC(2026, 0, n)),
  ...(position ? { position } : {}),
  ...(receipt ? { receipt } : {}),
  debate: {
    id: 100 + n,
    title: `Debate ${n}`,
    description: "About it",
    positionATitle: "Yes",
    positionBTitle: "No",
    category: { id: 1, name: "Science", slug: "science", color: "#123456" },
  },
});

afterEach(cleanup);

describe("VoteHistory", () => {
  it("shows 3 votes, then all with 'Show All n Votes', back with 'Show Less'", () => {
    render(<VoteHistory votes={[1, 2, 3, 4, 5].map((n) => vote(n))} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    const toggle = screen.getByRole("button", { name: "Show All 5 Votes" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    fireEvent.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("has no toggle for 3 votes or fewer, links each debate, and names a side only when the vote carries one", () => {
    render(<VoteHistory votes={[vote(1, "B"), vote(2)]} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: /Debate 1/ }).getAttribute("href")).toBe("/debate/101");
    expect(screen.getByText("You voted: No")).toBeTruthy();
    expect(screen.getAllByText(/You voted/)).toHaveLength(1);
  });

  it("shows the receipt, with Copy and the board's link, only on votes that carry one (the voter's own)", () => {
    render(<VoteHistory votes={[vote(1, "A", "c0ffee".padEnd(64, "0")), vote(2)]} />);
    expect(screen.getAllByTestId("receipt-value").map((e) => e.textContent)).toEqual(["c0ffee".padEnd(64, "0")]);
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the ballot board" }).getAttribute("href")).toBe("/debate/101/ballots");
  });
});
