// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { swrConfig } from "@/lib/api/swr-config";
import { EmptyState } from "./empty-state";
import { SearchBanner } from "./search-banner";

let query = new URLSearchParams();
vi.mock("next/navigation", () => ({ useSearchParams: () => query }));

/** The list calls answer X-Total-Count per tab, as the server counts them. */
function counts(active: number, past: number) {
  const fetch = vi.fn(async (url: string) => {
    const total = url.startsWith("/api/debates/ended") ? past : active;
    return new Response("[]", { status: 200, headers: { "X-Total-Count": String(total) } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const wrap = (ui: React.ReactNode) => render(<SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{ui}</SWRConfig>);

beforeEach(() => {
  query = new URLSearchParams();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a search on the home page counts both tabs", () => {
  it("the banner says how many active and how many past debates match, with the category of the view", async () => {
    query = new URLSearchParams("category=science");
    const fetch = counts(2, 5);
    wrap(<SearchBanner term="power" categoryName="Science" found={2} onClear={() => {}} />);
    expect(await screen.findByTestId("search-tab-counts")).toBeTruthy();
    expect(screen.getByRole("status").querySelector("p")?.textContent).toBe("Search results for “power” in Science · 2 found · 2 active, 5 past");
    const urls = fetch.mock.calls.map(([url]) => url).sort();
    expect(urls).toEqual(["/api/debates/ended?search=power&limit=1&category=science", "/api/debates?search=power&limit=1&category=science"]);
  });

  it("the empty Active tab points to the past debates that match", async () => {
    counts(0, 3);
    wrap(<EmptyState past={false} term="compulsory" categoryName={null} onClear={() => {}} />);
    const link = await screen.findByRole("link", { name: "See 3 past debates" });
    expect(link.getAttribute("href")).toBe("/?search=compulsory&tab=past");
  });

  it("the empty Past tab points to the one active debate that matches", async () => {
    counts(1, 0);
    wrap(<EmptyState past term="robots" categoryName={null} onClear={() => {}} />);
    expect((await screen.findByRole("link", { name: "See 1 active debate" })).getAttribute("href")).toBe("/?search=robots");
  });

  it("says nothing more when the other tab has no match either", async () => {
    const fetch = counts(0, 0);
    wrap(<EmptyState past={false} term="zzzqqq" categoryName={null} onClear={() => {}} />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("link", { name: /^See / })).toBeNull();
  });
});
