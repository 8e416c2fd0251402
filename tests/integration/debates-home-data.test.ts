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
    expect(data.searchCounts).toEqual({ active: 1, past: 0 });
  });

  it("counts a search on both tabs in the server's data, in the view's category, without a search no counts", async () => {
    const energy = await createCategory({ name: "Energy", slug: "energy" });
    const other = await createCategory({ name: "Other", slug: "other" });
    await insertDebate({ categoryId: energy.id, title: "Tidal power for every coastal town" });
    for (const ms of [1000, 2000]) await insertDebate({ categoryId: energy.id, title: "Wind power before coal", ...endedAgo(ms) });
    await insertDebate({ categoryId: other.id, title: "Nuclear power is a public good", ...endedAgo(3000) });
    // taken down: never counted
    await insertDebate({ categoryId: energy.id, title: "Solar power on every roof", isActive: false });

    const active = await loadHomeData(parseHomeFilters({ search: "POWER" }));
    expect(active.searchCounts).toEqual({ active: 1, past: 3 });
    expect(active.page.found).toBe(1);
    const past = await loadHomeData(parseHomeFilters({ search: "power", tab: "past" }));
    expect(past.searchCounts).toEqual({ active: 1, past: 3 });
    expect(past.page.found).toBe(3);
    expect(past.page.items).toHaveLength(3);
    expect((await loadHomeData(parseHomeFilters({ search: "power", category: "energy" }))).searchCounts).toEqual({ active: 1, past: 2 });
    expect((await loadHomeData(parseHomeFilters({ search: "power", category: String(other.id) }))).searchCounts).toEqual({ active: 0, past: 1 });
    // a category whose name matches counts its debates, as the lists do
    expect((await loadHomeData(parseHomeFilters({ search: "energy" }))).searchCounts).toEqual({ active: 1, past: 2 });
    expect((await loadHomeData(parseHomeFilters({ search: "zzzqqq" }))).searchCounts).toEqual({ active: 0, past: 0 });
    expect((await loadHomeData(parseHomeFilters({}))).searchCounts).toBeNull();
  });
});
