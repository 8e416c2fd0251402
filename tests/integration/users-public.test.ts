import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "../../app/api/users/[id]/route";
import { GET as userDebates } from "../../app/api/users/[id]/debates/route";
import { GET as userVotes } from "../../app/api/users/[id]/votes/route";
import { getDb } from "../../lib/db";
import { users, votes } from "../../lib/db/schema";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

const params = (id: number | string) => ({ params: { id: String(id) } });

async function voter() {
  const [user, cat] = [await createUser({ roles: ["pv_plus"] }), await createCategory()];
  const older = await insertDebate({ categoryId: cat.id, title: "Is coffee good for you?", votesA: 1 });
  const newer = await insertDebate({ categoryId: cat.id, title: "Should Mars be colonised?", votesB: 1 });
  const hidden = await insertDebate({
    categoryId: cat.id,
    title: "A taken down debate title",
    isActive: false,
    votesA: 1,
  });
  const now = Date.now();
  await getDb()
    .insert(votes)
    .values([
      { debateId: older.id, userId: user.id, position: "A", createdAt: new Date(now - 3000) },
      { debateId: newer.id, userId: user.id, position: "B", createdAt: new Date(now - 1000) },
      { debateId: hidden.id, userId: user.id, position: "A", createdAt: new Date(now - 2000) },
    ]);
  return { user, cat, older, newer, hidden };
}

describe("GET /api/users/{id}", () => {
  it("answers the public card with stats, never the email", async () => {
    const { user } = await voter();
    await getDb().update(users).set({ bio: "Hello there", isVerified: true }).where(eq(users.id, user.id));
    const res = await call(getUser, `/api/users/${user.id}`, params(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      username: user.username,
      profileImage: null,
      bio: "Hello there",
      role: "pv_plus",
      roles: ["pv_plus"],
      isVerified: true,
      joinedAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\.000Z$/),
      debateCount: 0,
      votesCount: 3,
    });
    expect(res.text).not.toContain("@example.com");
  });

  it("answers 404 'User not found' for a missing, deleted or malformed id", async () => {
    const gone = await createUser({ status: "deleted" });
    for (const id of [String(gone.id), "999999", "abc", "0"]) {
      const res = await call(getUser, `/api/users/${id}`, params(id));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "User not found", code: "NOT_FOUND" });
    }
    expect((await call(userVotes, `/api/users/${gone.id}/votes`, params(gone.id))).status).toBe(404);
    expect((await call(userDebates, `/api/users/${gone.id}/debates`, params(gone.id))).status).toBe(404);
  });
});

describe("GET /api/users/{id}/votes", () => {
  it("shows others which debates, newest first, never the side, and no finer time than the day", async () => {
    const { user, older, newer, cat } = await voter();
    const other = await createUser();
    for (const cookie of [undefined, await login(other)]) {
      const res = await call(userVotes, `/api/users/${user.id}/votes`, { ...params(user.id), cookie });
      expect(res.status).toBe(200);
      expect(res.body.map((v: { debate: { id: number } }) => v.debate.id)).toEqual([newer.id, older.id]);
      // the day only (midnight UTC), and no vote id (ids follow the order votes were cast)
      const day = new Date(Date.now() - 1000).toISOString().slice(0, 10);
      expect(res.body[0]).toEqual({
        createdAt: expect.stringMatching(new RegExp(`^${day}T00:00:00\\.000Z$`)),
        debate: {
          id: newer.id,
          title: "Should Mars be colonised?",
          description: newer.description,
          positionATitle: "Side one",
          positionBTitle: "Side two",
          category: { id: cat.id, name: cat.name, slug: cat.slug, color: cat.color },
        },
      });
      expect(res.text).not.toContain('position"');
    }
  });

  it("shows the voter their own sides, ids and exact times", async () => {
    const { user, newer } = await voter();
    const res = await call(userVotes, `/api/users/${user.id}/votes`, { ...params(user.id), cookie: await login(user) });
    expect(res.body.map((v: { position: string }) => v.position)).toEqual(["B", "A"]);
    const [own] = await getDb().select().from(votes).where(eq(votes.debateId, newer.id));
    expect(res.body[0]).toMatchObject({ id: own.id, createdAt: own.createdAt.toISOString() });
  });

  it("shows staff the taken-down debates too, and filters by title case-insensitively", async () => {
    const { user, hidden } = await voter();
    const mod = await createUser({ roles: ["moderator"] });
    const staff = await call(userVotes, `/api/users/${user.id}/votes`, {
      ...params(user.id),
      cookie: await login(mod),
    });
    expect(staff.body).toHaveLength(3);
    const taken = staff.body.find((v: { debate: { id: number } }) => v.debate.id === hidden.id);
    expect(taken).toBeDefined();
    expect(taken).not.toHaveProperty("position");
    const found = await call(userVotes, `/api/users/${user.id}/votes?search=MARS`, params(user.id));
    expect(found.body.map((v: { debate: { title: string } }) => v.debate.title)).toEqual(["Should Mars be colonised?"]);
    const literal = await call(userVotes, `/api/users/${user.id}/votes?search=%25`, params(user.id));
    expect(literal.body).toEqual([]);
  });
});

describe("GET /api/users/{id}/debates", () => {
  it("lists live debates newest first with a sealed count while open; hides taken-down ones from others", async () => {
    const [owner, other, cat] = [await createUser(), await createUser(), await createCategory()];
    const ended = await insertDebate({
      categoryId: cat.id,
      creatorId: owner.id,
      votesA: 2,
      votesB: 1,
      ...endedAgo(60_000),
    });
    const open = await insertDebate({ categoryId: cat.id, creatorId: owner.id, votesA: 4, votesB: 1 });
    const down = await insertDebate({ categoryId: cat.id, creatorId: owner.id, isActive: false, ageMs: 1000 });
    await insertDebate({ categoryId: cat.id, creatorId: other.id });

    const res = await call(userDebates, `/api/users/${owner.id}/debates`, {
      ...params(owner.id),
      cookie: await login(other),
    });
    expect(res.status).toBe(200);
    expect(res.body.map((d: { id: number }) => d.id)).toEqual([open.id, ended.id]);
    expect(res.body[0].voteCount).toEqual({ total: 5 });
    expect(res.body[1].voteCount).toEqual({ A: 2, B: 1, total: 3 });

    const visitor = await call(userDebates, `/api/users/${owner.id}/debates`, params(owner.id));
    expect(visitor.body).toHaveLength(2);
    for (const cookie of [await login(owner), await login(await createUser({ roles: ["admin"] }))]) {
      const seen = await call(userDebates, `/api/users/${owner.id}/debates`, { ...params(owner.id), cookie });
      expect(seen.body.map((d: { id: number }) => d.id)).toEqual([down.id, open.id, ended.id]);
    }
  });
});
