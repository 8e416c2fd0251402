// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchCounts } from "@/lib/debates/home-filters";
import { useSearchCounts } from "@/lib/hooks/use-search-counts";
import { EmptyState } from "./empty-state";
import { SearchBanner } from "./search-banner";

/** The list calls answer X-Total-Count per tab, as the server counts them. */
function counts(active: number, past: number) {
  const fetch = vi.fn(async (url: string) => {
    const total = url.startsWith("/api/debates/ended") ? past : active;
    return new Response("[]", { status: 200, headers: { "X-Total-Count": String(total) } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const SERVER = { term: "power", category: null, counts: { active: 2, past: 5 } as SearchCounts };

function Counts({ term, category }: { term: string | null; category: string | null }) {
  const tabs = useSearchCounts(term, category, SERVER);
  return <output>{tabs ? `${tabs.active}/${tabs.past}` : "none"}</output>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a search on the home page counts both tabs", () => {
  it("the banner says how many active and how many past debates match", () => {
    render(
      <SearchBanner term="power" categoryName="Science" found={2} tabs={{ active: 2, past: 5 }} onClear={() => {}} />,
    );
    expect(screen.getByTestId("search-tab-counts")).toBeTruthy();
    expect(screen.getByRole("status").querySelector("p")?.textContent).toBe(
      "Search results for “power” in Science · 2 found · 2 active, 5 past",
    );
  });

  it("the empty Active tab points to the past debates that match, in the view's category", () => {
    render(
      <EmptyState
        past={false}
        term="compulsory"
        category="science"
        categoryName="Science"
        counts={{ active: 0, past: 3 }}
        onClear={() => {}}
      />,
    );
    const link = screen.getByRole("link", { name: "See 3 past debates" });
    expect(link.getAttribute("href")).toBe("/?search=compulsory&tab=past&category=science");
  });

  it("the empty Past tab points to the one active debate that matches", () => {
    render(
      <EmptyState
        past
        term="robots"
        category={null}
        categoryName={null}
        counts={{ active: 1, past: 0 }}
        onClear={() => {}}
      />,
    );
    expect(screen.getByRole("link", { name: "See 1 active debate" }).getAttribute("href")).toBe("/?search=robots");
  });

  it("says nothing more when the other tab has no match either, or the counts are unknown", () => {
    render(
      <EmptyState
        past={false}
        term="zzzqqq"
        category={null}
        categoryName={null}
        counts={{ active: 0, past: 0 }}
        onClear={() => {}}
      />,
    );
    render(
      <EmptyState past={false} term="zzzqqq" category={null} categoryName={null} counts={null} onClear={() => {}} />,
    );
    expect(screen.queryByRole("link", { name: /^See / })).toBeNull();
  });

  it("uses the server's counts for the search it rendered, without a call", () => {
    const fetch = counts(9, 9);
    render(<Counts term="power" category={null} />);
    expect(screen.getByRole("status").textContent).toBe("2/5");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the list calls when the view moves to another category, and has none without a term", async () => {
    const fetch = counts(1, 4);
    const { rerender } = render(<Counts term="power" category="science" />);
    expect(screen.getByRole("status").textContent).toBe("none");
    expect(await screen.findByText("1/4")).toBeTruthy();
    const urls = fetch.mock.calls.map(([url]) => url).sort();
    expect(urls).toEqual([
      "/api/debates/ended?search=power&limit=1&category=science",
      "/api/debates?search=power&limit=1&category=science",
    ]);
    rerender(<Counts term={null} category="science" />);
    expect(screen.getByRole("status").textContent).toBe("none");
  });
});
