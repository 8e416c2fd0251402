import { beforeAll, describe, expect, it } from "vitest";
import { GET as listOpen } from "../../app/api/debates/route";
import { GET as listEnded } from "../../app/api/debates/ended/route";
import { getDb } from "../../lib/db";
import { users } from "../../lib/db/schema";
import { eq } from "drizzle-orm";
import { call } from "../fixtures/http";
import { createUser } from "../fixtures/users";
import { createCategory, DAY, endedAgo, insertComment, insertDebate } from "../fixtures/debates";

type Row = { id: number; voteCount: Record<string, number> };
const ids = (body: Row[]) => body.map((d) => d.id);

let politics: Awaited<ReturnType<typeof createCategory>>;
let science: Awaited<ReturnType<typeof createCategory>>;
let creator: Awaited<ReturnType<typeof createUser>>;
const d: Record<string, Awaited<ReturnType<typeof insertDebate>>> = {};

beforeAll(async () => {
  politics = await createCategory({ name: "Politics", slug: "politics", color: "#dc2626" });
  science = await createCategory({ name: "Science", slug: "science", color: "#16a34a" });
  creator = await createUser({ username: "creator_one" });
  d.newest = await insertDebate({
    categoryId: politics.id,
    creatorId: creator.id,
    ageMs: 1 * 3600_000,
    votesA: 1,
    votesB: 1,
    title: "Should the Moon have a flag?",
    positionADebater: "Ann",
    positionBDebater: "Bob",
    debateVideo: "https://youtu.be/M7lc1UVf-VE",
  });
  d.popular = await insertDebate({
    categoryId: science.id,
    ageMs: 3 * DAY,
    votesA: 40,
    votesB: 2,
    description: "Long description that mentions QUANTUM computers in detail, and more words.",
  });
  d.closing = await insertDebate({
    categoryId: politics.id,
    ageMs: 6 * DAY,
    votesA: 5,
    votesB: 9,
    positionATitle: "Zebra crossings",
  });
  d.middle = await insertDebate({
    categoryId: science.id,
    ageMs: 2 * DAY,
    votesA: 3,
    positionBTitle: "Penguin parade 100%",
  });
  d.hidden = await insertDebate({
    categoryId: politics.id,
    isActive: false,
    votesA: 100,
    title: "Taken down debate title",
  });
  d.endedRecently = await insertDebate({ categoryId: politics.id, ...endedAgo(3600_000), votesA: 2, votesB: 7 });
  d.endedLongAgo = await insertDebate({ categoryId: science.id, ...endedAgo(10 * DAY), votesA: 6, votesB: 1 });
  d.endedHidden = await insertDebate({ categoryId: science.id, ...endedAgo(DAY), isActive: false });
  await insertComment(d.newest.id, creator.id);
  await insertComment(d.newest.id, creator.id);
  await insertComment(d.newest.id, creator.id, { deleted: true });
});

describe("GET /api/debates", () => {
  it("answers the open, visible debates, newest first, each with the documented fields and a sealed count", async () => {
    const res = await call(listOpen, "/api/debates");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-next-cursor")).toBeNull();
    expect(ids(res.body)).toEqual([d.newest.id, d.middle.id, d.popular.id, d.closing.id]);
    expect(res.body[0]).toEqual({
      id: d.newest.id,
      title: "Should the Moon have a flag?",
      description: d.newest.description,
      categoryId: politics.id,
      positionATitle: "Side one",
      positionBTitle: "Side two",
      positionADebater: "Ann",
      positionBDebater: "Bob",
      debateVideo: "https://youtu.be/M7lc1UVf-VE",
      category: { id: politics.id, name: "Politics", slug: "politics", color: "#dc2626" },
      creatorInfo: { id: creator.id, username: "creator_one" },
      createdAt: d.newest.createdAt.toISOString(),
      votingEndsAt: d.newest.votingEndsAt.toISOString(),
      isActive: true,
      isFeatured: false,
      voteCount: { total: 2 },
      commentCount: 2,
    });
    for (const row of res.body) expect(Object.keys(row.voteCount)).toEqual(["total"]);
  });

  it("shows '[deleted user]' for a deleted or missing creator", async () => {
    await getDb().update(users).set({ status: "deleted" }).where(eq(users.id, creator.id));
    const res = await call(listOpen, "/api/debates");
    expect(res.body[0].creatorInfo).toEqual({ id: null, username: "[deleted user]" });
    expect(res.body[1].creatorInfo).toEqual({ id: null, username: "[deleted user]" });
    await getDb().update(users).set({ status: "active" }).where(eq(users.id, creator.id));
  });

  it.each([
    ["recent", () => [d.newest, d.middle, d.popular, d.closing]],
    ["popular", () => [d.popular, d.closing, d.middle, d.newest]],
    ["ending", () => [d.closing, d.popular, d.middle, d.newest]],
  ])("sort=%s orders as documented", async (sort, expected) => {
    const res = await call(listOpen, `/api/debates?sort=${sort}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expected().map((x) => x.id));
  });

  it.each([
    ["moon", "title"],
    ["quantum", "description"],
    ["ZEBRA", "position A"],
    ["penguin PARADE", "position B"],
  ])("search %s matches the %s case-insensitively", async (term) => {
    const res = await call(listOpen, `/api/debates?search=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it("search matches the category name, and treats % and _ literally", async () => {
    const byCategory = await call(listOpen, "/api/debates?search=sCiEnCe");
    expect(ids(byCategory.body)).toEqual([d.middle.id, d.popular.id]);
    expect(byCategory.headers.get("x-total-count")).toBe("2");
    expect((await call(listOpen, "/api/debates?search=science&limit=1")).headers.get("x-total-count")).toBe("2");
    expect(ids((await call(listOpen, "/api/debates?search=100%25")).body)).toEqual([d.middle.id]);
    expect((await call(listOpen, "/api/debates?search=%25%25")).body).toEqual([]);
    expect((await call(listOpen, "/api/debates?search=_")).body).toEqual([]);
  });

  it("never finds a taken-down debate", async () => {
    expect((await call(listOpen, "/api/debates?search=taken%20down")).body).toEqual([]);
  });

  it("filters by category id or slug, and an unknown category finds nothing", async () => {
    expect(ids((await call(listOpen, `/api/debates?category=${science.id}`)).body)).toEqual([
      d.middle.id,
      d.popular.id,
    ]);
    expect(ids((await call(listOpen, "/api/debates?category=politics&search=moon")).body)).toEqual([d.newest.id]);
    expect((await call(listOpen, "/api/debates?category=nope")).body).toEqual([]);
  });

  it("refuses a bad sort or limit with field errors", async () => {
    const res = await call(listOpen, "/api/debates?sort=oldest&limit=0");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Sort must be recent, popular or ending",
      errors: { sort: "Sort must be recent, popular or ending", limit: "Limit must be 1 to 100" },
      code: "BAD_REQUEST",
    });
  });
});

describe("GET /api/debates/ended", () => {
  it("answers the ended, visible debates, latest end first, with the A/B split", async () => {
    const res = await call(listEnded, "/api/debates/ended");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([d.endedRecently.id, d.endedLongAgo.id]);
    expect(res.body[0].voteCount).toEqual({ A: 2, B: 7, total: 9 });
    expect(res.body[1].voteCount).toEqual({ A: 6, B: 1, total: 7 });
  });

  it("sorts by popularity and filters like the open list", async () => {
    expect(ids((await call(listEnded, "/api/debates/ended?sort=popular")).body)).toEqual([
      d.endedRecently.id,
      d.endedLongAgo.id,
    ]);
    expect(ids((await call(listEnded, "/api/debates/ended?category=science")).body)).toEqual([d.endedLongAgo.id]);
  });
});
