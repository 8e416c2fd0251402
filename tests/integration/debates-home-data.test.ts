import { describe, expect, it } from "vitest";
import { loadHomeData } from "../../lib/server/debates/load-home-data";
import { parseHomeFilters } from "../../lib/debates/home-filters";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";

const visitorView = parseHomeFilters({});

describe("loadHomeData", () => {
  it("answers the first page, the hot debate and the categories; each filter and tab applied", async () => {
    const cat = await createCategory({ name: "Home", slug: "home" });
    const first = await insertDebate({ categoryId: cat.id, title: "The first home debate title" });
    await insertDebate({ categoryId: cat.id, ...endedAgo(1000) });
    const visitor = await loadHomeData(visitorView);
    expect(visitor.page.items.map((d) => d.id)).toEqual([first.id]);
    expect(visitor.hot?.id).toBe(first.id);
    expect(visitor.categories.map((c) => c.slug)).toContain("home");

    const second = await insertDebate({ categoryId: cat.id, ageMs: 1000 });
    expect((await loadHomeData(visitorView)).page.items.map((d) => d.id)).toEqual([second.id, first.id]);
    expect((await loadHomeData(parseHomeFilters({ category: "home" }))).page.items).toHaveLength(2);
    const past = await loadHomeData(parseHomeFilters({ tab: "past" }));
    expect(past.page.items).toHaveLength(1);
  });

  it("counts a search's matches", async () => {
    const data = await loadHomeData(parseHomeFilters({ search: "first home" }));
    expect(data.page.found).toBe(1);
  });
});
