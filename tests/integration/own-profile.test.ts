import { describe, expect, it } from "vitest";
import { getDb } from "../../lib/db";
import { categories, debates, votes } from "../../lib/db/schema";
import { touchSession } from "../../lib/server/accounts/touch-session";
import { getOwnProfile } from "../../lib/server/users/get-own-profile";
import { listOwnDebates } from "../../lib/server/users/list-own-debates";
import { hashToken } from "../../lib/auth/tokens";
import { unsealSessionId } from "../../lib/auth/session";
import { createUser, login } from "../fixtures/users";

const DAY = 86400_000;

async function actorOf(user: { id: number }) {
  const sid = await unsealSessionId((await login(user)).split("=").slice(1).join("="));
  return touchSession(hashToken(sid!));
}

describe("the own profile page's data", () => {
  it("counts votes cast and live debates created in SQL and lists own live debates newest first", async () => {
    const me = await createUser({ roles: ["pv_plus"] });
    const other = await createUser();
    const [cat] = await getDb().insert(categories).values({ name: "Tech", slug: "tech", color: "#2563eb" }).returning();
    const base = { description: "d".repeat(60), categoryId: cat.id, positionATitle: "Yes", positionBTitle: "No" };
    const now = Date.now();
    const rows = await getDb()
      .insert(debates)
      .values([
        {
          ...base,
          title: "My older debate",
          creatorId: me.id,
          createdAt: new Date(now - 2 * DAY),
          votingEndsAt: new Date(now + 5 * DAY),
        },
        {
          ...base,
          title: "My newer debate",
          creatorId: me.id,
          createdAt: new Date(now - DAY),
          votingEndsAt: new Date(now + 6 * DAY),
          voteTotal: 2,
          votesA: 1,
          votesB: 1,
        },
        {
          ...base,
          title: "My taken-down debate",
          creatorId: me.id,
          isActive: false,
          votingEndsAt: new Date(now + 7 * DAY),
        },
        { ...base, title: "Someone else's debate", creatorId: other.id, votingEndsAt: new Date(now + 7 * DAY) },
      ])
      .returning();
    await getDb()
      .insert(votes)
      .values([
        { debateId: rows[0].id, userId: me.id, position: "A" },
        { debateId: rows[1].id, userId: me.id, position: "B" },
        { debateId: rows[3].id, userId: me.id, position: "A" },
        { debateId: rows[3].id, userId: other.id, position: "B" },
      ]);

    const actor = await actorOf(me);
    const profile = await getOwnProfile(actor);
    expect(profile).toMatchObject({
      id: me.id,
      username: me.username,
      email: me.email,
      role: "pv_plus",
      votesCast: 3,
      debatesCreated: 2,
    });
    const list = await listOwnDebates(actor);
    expect(list.map((d) => d.title)).toEqual(["My newer debate", "My older debate"]);
    expect(list[0]).toMatchObject({
      voteTotal: 2,
      category: { id: cat.id, name: "Tech", color: "#2563eb" },
      positionATitle: "Yes",
    });
    expect(list[0]).not.toHaveProperty("votesA");
  });

  it("refuses a visitor", async () => {
    await expect(getOwnProfile(null)).rejects.toMatchObject({ code: "AUTH_REQUIRED" });
    await expect(listOwnDebates(null)).rejects.toMatchObject({ code: "AUTH_REQUIRED" });
  });
});
