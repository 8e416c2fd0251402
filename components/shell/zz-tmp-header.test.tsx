// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

import { SiteHeader } from "@/components/shell/site-header";
import { swrConfig } from "@/lib/api/swr-config";

function mockFetch(routes: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${url}`);
    const r = routes[url] ?? { status: 404, body: { message: "nope" } };
    return new Response(JSON.stringify(r.body), { status: r.status });
  }));
  return calls;
}
const renderHeader = () =>
  render(createElement(SWRConfig, { value: { ...swrConfig, provider: () => new Map() } }, createElement(SiteHeader)));

afterEach(() => { cleanup(); vi.unstubAllGlobals(); push.mockReset(); });

describe("header", () => {
  it("signed out menu", async () => {
    mockFetch({ "/api/auth/user": { status: 401, body: { message: "x" } } });
    renderHeader();
    const trigger = await screen.findByRole("button", { name: "Open menu" });
    await userEvent.setup().click(trigger);
    const items = (await screen.findAllByRole("menuitem")).map((e) => e.textContent);
    expect(items).toEqual(["Home", "Create Debate", "Sign Up", "Sign In", "Dark Mode"]);
    await userEvent.setup().click(screen.getByRole("menuitem", { name: "Dark Mode" }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(screen.getByRole("menuitem", { name: "Light Mode" })).toBeTruthy();
  });

  it("moderator menu with badges, logout", async () => {
    const calls = mockFetch({
      "/api/auth/user": { status: 200, body: { id: 7, username: "mod", role: "moderator", roles: ["moderator"], profileImage: null } },
      "/api/messages/unread/count": { status: 200, body: { count: 2 } },
      "/api/moderation/reports?status=pending": { status: 200, body: [{ status: "pending" }, { status: "resolved" }, { status: "pending" }] },
      "/api/auth/logout": { status: 500, body: {} },
    });
    renderHeader();
    const trigger = await screen.findByRole("button", { name: "Open menu, 4 new" }, { timeout: 3000 });
    expect(trigger.textContent).toContain("M");
    expect(trigger.textContent).toContain("Moderator");
    await userEvent.setup().click(trigger);
    const items = (await screen.findAllByRole("menuitem")).map((e) => [e.textContent, e.getAttribute("href")]);
    console.log(JSON.stringify(items));
    await userEvent.setup().click(screen.getByRole("menuitem", { name: /Log out/ }));
    await waitFor(() => expect(calls).toContain("POST /api/auth/logout"));
  });

  it("search", async () => {
    mockFetch({ "/api/auth/user": { status: 401, body: {} } });
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Search" }));
    const box = screen.getByPlaceholderText("Search debates...");
    expect(document.activeElement).toBe(box);
    await user.type(box, "climate change{Enter}");
    expect(push).toHaveBeenCalledWith("/?search=climate%20change");
    expect(screen.queryByPlaceholderText("Search debates...")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.type(screen.getByPlaceholderText("Search debates..."), "abc");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect((screen.getByPlaceholderText("Search debates...") as HTMLInputElement).value).toBe("");
    await act(async () => {});
  });
});
