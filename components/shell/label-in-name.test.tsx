// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SortSelect } from "@/components/home/sort-select";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { stubFetch } from "@/tests/fixtures/stub-fetch";
import type { CurrentUser } from "@/lib/hooks/use-current-user";
import { UserMenu } from "./user-menu";

// WCAG 2.5.3, label in name (issue 24, item 4): a control's accessible name starts with the text it shows, so a
// person who says what they see ("click D", "click Most Recent") reaches it.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The text a sighted person reads on the control: everything but the screen-reader-only words. */
const shown = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
  return (copy.textContent ?? "").trim();
};

const USER: CurrentUser = {
  id: 7,
  username: "demo_moderator",
  email: "m@example.com",
  profileImage: null,
  bio: null,
  role: "moderator",
  roles: ["moderator"],
  emailVerified: true,
  isVerified: true,
  joinedAt: "2026-01-01T00:00:00.000Z",
  lastActive: null,
  status: "active",
  debateCount: 0,
};

function renderMenu(user: CurrentUser | null, unread: number, pending: number) {
  stubFetch((url) => ({
    status: user ? 200 : 401,
    body: url.startsWith("/api/auth/user")
      ? user
      : url.startsWith("/api/messages/unread/count")
        ? { count: unread }
        : [],
    headers: { "X-Pending-Count": String(pending) },
  }));
  renderFresh(<UserMenu />);
}

describe("label in name", () => {
  it("the signed-in menu button: its name starts with the initial and the count it shows", async () => {
    renderMenu(USER, 3, 1);
    const button = await screen.findByRole("button", { name: "D 4 new Open menu" });
    expect(shown(button)).toBe("D4");
  });

  it("the visitor's menu button shows no text and is named Open menu", async () => {
    renderMenu(null, 0, 0);
    const button = await screen.findByRole("button", { name: "Open menu" });
    expect(shown(button)).toBe("");
  });

  it("the sort button: its name starts with the sort it shows", () => {
    render(<SortSelect value="popular" onChange={() => undefined} />);
    const button = screen.getByRole("button", { name: /^Most Popular\W+sort debates$/ });
    expect(shown(button)).toBe("Most Popular");
  });
});
