// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderSection, type TestViewer } from "./test-kit";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Comments tab without PV+", () => {
  it.each<[string, TestViewer]>([
    ["a visitor", null],
    ["a plain user", { id: 3, roles: ["user"] }],
    ["a verified debate poster", { id: 4, roles: ["user", "donater", "verified_debate_poster"] }],
  ])("shows %s a blurred list of shapes only, with no text and no call for comments", (_, viewer) => {
    const calls = fakeApi(() => ({ body: [] }));
    const { container } = renderSection(viewer, 12);
    expect(screen.getByRole("heading", { name: "PV+ Access Required" })).toBeTruthy();
    const blurred = container.querySelector("[aria-hidden].blur-\\[3px\\]")!;
    expect(blurred.querySelectorAll("[data-slot=skeleton]").length).toBeGreaterThan(0);
    expect(blurred.textContent).toBe("");
    // the only words are the card's
    expect(container.textContent).toBe(
      "PV+ Access RequiredPV+ members can read, write, reply to and like comments. Upgrade to join the discussion (12 comments so far).Upgrade to PV+" +
        (viewer ? "" : "Already a member? Sign In"),
    );
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("offers a visitor 'Sign In' that comes back to the debate", () => {
    fakeApi(() => ({ body: [] }));
    renderSection(null);
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toMatch(
      /^\/login\?from=%2Fdebate%2F\d+$/,
    );
  });

  it("'Upgrade to PV+' shows the Coming Soon toast for 3000 ms", () => {
    fakeApi(() => ({ body: [] }));
    renderSection(null);
    fireEvent.click(screen.getByRole("button", { name: "Upgrade to PV+" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Coming Soon",
      description: "PV+ membership will be available soon. Stay tuned for updates!",
      duration: 3000,
    });
  });

  it.each<[string, TestViewer]>([
    ["pv_plus", { id: 5, roles: ["pv_plus"] }],
    ["moderator", { id: 6, roles: ["moderator"] }],
    ["admin", { id: 7, roles: ["admin"] }],
  ])("gives %s the discussion instead", (_, viewer) => {
    fakeApi(() => ({ body: [], headers: { "X-Total-Count": "0" } }));
    renderSection(viewer);
    expect(screen.queryByText("PV+ Access Required")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Add a comment" })).toBeTruthy();
  });
});
