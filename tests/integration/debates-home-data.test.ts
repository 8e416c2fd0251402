import { describe, expect, it } from "vitest";
import { loadHomeData } from "../../lib/server/debates/load-home-data";
import { parseHomeFilters } from "../../lib/debates/home-filters";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import type { Actor } from "../../lib/auth/actor";

const visitorView = parseHomeFilters({});
const member = { id: 1, username: "m", roles: [], role: "user", emailVerified: true, status: "active" } as unknown as Actor;

describe("loadHomeData", () => {
  it("answers the first page, the hot debate and the categories; visitors share a copy for 2 s, members read fresh", async () => {
    const cat = await createCategory({ name: "Home", slug: "home" });
    const first = await insertDebate({ categoryId: cat.id, title: "The first home debate title" });
    await insertDebate({ categoryId: cat.id, ...endedAgo(1000) });
    const visitor = await loadHomeData(null, visitorView);
    expect(visitor.page.items.map((d) => d.id)).toEqual([first.id]);
    expect(visitor.hot?.id).toBe(first.id);
    expect(visitor.categories.map((c) => c.slug)).toContain("home");

    const second = await insertDebate({ categoryId: cat.id, ageMs: 1000 });
    expect((await loadHomeData(null, visitorView)).page.items.map((d) => d.id)).toEqual([first.id]);
    expect((await loadHomeData(member, visitorView)).page.items.map((d) => d.id)).toEqual([second.id, first.id]);
    expect((await loadHomeData(null, parseHomeFilters({ category: "home" }))).page.items).toHaveLength(2);
    const past = await loadHomeData(null, parseHomeFilters({ tab: "past" }));
    expect(past.page.items).toHaveLength(1);
  });

  it("counts a search's matches", async () => {
    const data = await loadHomeData(null, parseHomeFilters({ search: "first home" }));
    expect(data.page.found).toBe(1);
  });
});
