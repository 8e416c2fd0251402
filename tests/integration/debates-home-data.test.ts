import { describe, expect, it } from "vitest";
import { loadHomeData } from "../../lib/server/debates/load-home-data";
import { parseHomeFilters } from "../../lib/debates/home-filters";
import { firstParam } from "../../components/accounts/search-param";
import { getDb } from "../../lib/db";
import { votes } from "../../lib/db/schema";
import { listUserVotes } from "../../lib/server/users/list-user-votes";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { createUser } from "../fixtures/users";

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
    for (const ms of [1000, 2000])
      await insertDebate({ categoryId: energy.id, title: "Wind power before coal", ...endedAgo(ms) });
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
    expect((await loadHomeData(parseHomeFilters({ search: "power", category: "energy" }))).searchCounts).toEqual({
      active: 1,
      past: 2,
    });
    expect(
      (await loadHomeData(parseHomeFilters({ search: "power", category: String(other.id) }))).searchCounts,
    ).toEqual({ active: 0, past: 1 });
    // a category whose name matches counts its debates, as the lists do
    expect((await loadHomeData(parseHomeFilters({ search: "energy" }))).searchCounts).toEqual({ active: 1, past: 2 });
    expect((await loadHomeData(parseHomeFilters({ search: "zzzqqq" }))).searchCounts).toEqual({ active: 0, past: 0 });
    expect((await loadHomeData(parseHomeFilters({}))).searchCounts).toBeNull();
  });
});

describe("a NUL in a page's search (issue 17)", () => {
  it("is dropped from the home's search: no PostgreSQL 22021, the rest of the search still applies", async () => {
    const cat = await createCategory();
    await insertDebate({ categoryId: cat.id, title: "A debate about nul characters" });
    const plain = await loadHomeData(parseHomeFilters({}));
    const nul = await loadHomeData(parseHomeFilters({ search: "\u0000", category: "\u0000" }));
    expect(nul.page.items.map((d) => d.id)).toEqual(plain.page.items.map((d) => d.id));
    expect(nul.searchCounts).toBeNull();
    const inside = await loadHomeData(parseHomeFilters({ search: "nul\u0000 characters" }));
    expect(inside.searchCounts).toEqual({ active: 1, past: 0 });
  });

  it("is dropped from a user page's search before the history is read", async () => {
    const voter = await createUser();
    const debate = await insertDebate({ categoryId: (await createCategory()).id, title: "A voted debate on nul" });
    await getDb().insert(votes).values({ debateId: debate.id, userId: voter.id, position: "A" });
    const search = firstParam(["\u0000"]);
    expect(search).toBeNull();
    expect((await listUserVotes(null, voter.id, { search: search ?? undefined })).map((v) => v.debate.id)).toEqual([
      debate.id,
    ]);
    const inside = firstParam("voted\u0000 debate");
    expect((await listUserVotes(null, voter.id, { search: inside ?? undefined })).map((v) => v.debate.id)).toEqual([
      debate.id,
    ]);
  });
});
