// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TransparencyLog } from "@/lib/transparency/types";
import { ModerationLog } from "./moderation-log";

afterEach(cleanup);

const log = (over: Partial<TransparencyLog> = {}): TransparencyLog => ({
  items: [
    {
      id: 7,
      date: "2026-06-12",
      action: "takedown",
      target: "debate",
      rule: "spam",
      appealed: true,
      outcome: "reversed",
      restoredOn: null,
      liftedOn: null,
      ends: null,
    },
    {
      id: 5,
      date: "2026-06-01",
      action: "ban",
      target: "account",
      rule: null,
      appealed: false,
      outcome: null,
      restoredOn: null,
      liftedOn: null,
      ends: null,
    },
  ],
  nextCursor: 41,
  total: 2,
  ...over,
});

describe("the public log on /transparency", () => {
  it("is a table with column headers, the rule or 'Staff review, no report', the appeal's outcome, and a link to older entries", () => {
    render(<ModerationLog log={log()} paged={false} />);
    const table = screen.getByRole("table", { name: "Takedowns and punishments, newest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Date", "Decision", "On", "Rule", "Appealed", "Outcome", "No."]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(
      within(first)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Jun 12, 2026", "Takedown", "Debate", "Spam", "Yes", "Reversed", "#7"]);
    expect(
      within(second)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Jun 1, 2026", "Ban", "Account", "Staff review, no report", "No", "—not appealed", "#5"]);
    expect(screen.getByRole("region", { name: "Log of takedowns and punishments, table" })).toHaveProperty(
      "tabIndex",
      0,
    );
    expect(screen.getByRole("link", { name: "Older entries" }).getAttribute("href")).toBe(
      "/transparency?cursor=41#moderation-log-section",
    );
    expect(screen.queryByRole("link", { name: "Newest entries" })).toBeNull();
  });

  it("shows a staff member's lift as its own entry naming the ban it ended, and the ban the day it was lifted", () => {
    const [, ban] = log().items;
    const lift = {
      ...ban,
      id: 9,
      date: "2026-06-20",
      action: "lift" as const,
      rule: "vote_manipulation" as const,
      ends: 5,
    };
    render(
      <ModerationLog
        log={log({ items: [lift, { ...ban, rule: "vote_manipulation", liftedOn: "2026-06-20" }] })}
        paged={false}
      />,
    );
    const [, first, second] = within(screen.getByRole("table")).getAllByRole("row");
    expect(
      within(first)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      "Jun 20, 2026",
      "Punishment liftedEnds #5",
      "Account",
      "Vote manipulation",
      "No",
      "—not appealed",
      "#9",
    ]);
    expect(within(second).getAllByRole("cell")[1].textContent).toBe("BanLifted Jun 20, 2026");
  });

  it("says so when nothing was ever taken down, with no paging", () => {
    render(<ModerationLog log={log({ items: [], nextCursor: null, total: 0 })} paged={false} />);
    expect(screen.getByText("No takedowns or punishments yet")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("past the last page, says it is the end and links back to the newest entries", () => {
    render(<ModerationLog log={log({ items: [], nextCursor: null })} paged />);
    expect(screen.getByText("No older entries")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Newest entries" }).getAttribute("href")).toBe(
      "/transparency#moderation-log-section",
    );
  });
});
