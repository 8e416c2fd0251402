// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Analytics } from "@/lib/moderation/types";
import { AnalyticsTab } from "./analytics-tab";
import { fakeApi } from "./test-kit";
import { renderFresh } from "@/tests/fixtures/render-fresh";

vi.mock("./analytics-charts", () => ({
  default: ({ data }: { data: Analytics }) => <p>charts of {data.votingActivity.length} days</p>,
}));

const DATA: Analytics = {
  totalUsers: 1234,
  totalDebates: 30,
  totalVotes: 560,
  totalReports: 7,
  pendingReports: 2,
  pendingAppeals: 3,
  medianAppealHours: 30.25,
  usersByRole: { user: 1200, donater: 0, pv_plus: 20, verified_debate_poster: 0, moderator: 10, admin: 4 },
  recentRegistrations: [{ date: "2026-06-10", count: 3 }],
  votingActivity: [
    { date: "2026-06-10", count: 9 },
    { date: "2026-06-11", count: 1 },
  ],
  debatesPerCategory: [{ category: "Politics", color: "#f00", count: 12 }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AnalyticsTab", () => {
  it("shows 'Failed to load analytics data' with Retry, then the figures and the charts", async () => {
    let fail = true;
    fakeApi(() => (fail ? { status: 500, body: { message: "down" } } : { body: DATA }));
    renderFresh(<AnalyticsTab />);
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("Failed to load analytics data")).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText("1,234")).toBeTruthy();
    expect(screen.getByText("Pending reports")).toBeTruthy();
    expect(screen.getByText(/PV\+:/).textContent).toContain("20");
    expect(await screen.findByText("charts of 2 days")).toBeTruthy();
  });

  it("says what each figure counts: published debates (open and ended), roles that can overlap", async () => {
    fakeApi(() => ({ body: DATA }));
    renderFresh(<AnalyticsTab />);
    const debates = (await screen.findByText("Debates published")).closest("dt")!;
    expect(debates.textContent).toBe("Debates publishedopen and ended, not taken down");
    expect(screen.queryByText("Active debates")).toBeNull();
    expect(screen.getByText(/Someone with two roles counts under each/)).toBeTruthy();
  });
});
