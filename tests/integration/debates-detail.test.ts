import { beforeAll, describe, expect, it } from "vitest";
import { GET as getOne, PATCH } from "../../app/api/debates/[id]/route";
import { GET as getHot } from "../../app/api/debates/hot/route";
import { GET as getFeatured } from "../../app/api/debates/featured/route";
import { GET as listOpen } from "../../app/api/debates/route";
import { GET as listEnded } from "../../app/api/debates/ended/route";
import { getDb } from "../../lib/db";
import { debates, messageParticipants, messages, moderationActions, votes } from "../../lib/db/schema";
import { eq, sql } from "drizzle-orm";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { mailSent } from "../fixtures/after";
import { mailTo } from "../fixtures/mail";

let cat: Awaited<ReturnType<typeof createCategory>>;
let moderatorCookie: string;
let userCookie: string;
const at = (id: number | string) => ({ params: { id: String(id) } });

beforeAll(async () => {
  cat = await createCategory();
  moderatorCookie = await login(await createUser({ roles: ["moderator"] }));
  userCookie = await login(await createUser());
});

describe("GET /api/debates/{id}", () => {
  it("answers an open debate with its total only, and an ended one with the split", async () => {
    const open = await insertDebate({ categoryId: cat.id, votesA: 3, votesB: 4 });
    const ended = await insertDebate({ categoryId: cat.id, votesA: 3, votesB: 4, ...endedAgo(1000) });
    const a = await call(getOne, `/api/debates/${open.id}`, at(open.id));
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ id: open.id, voteCount: { total: 7 } });
    expect(a.body.voteCount).toEqual({ total: 7 });
    const b = await call(getOne, `/api/debates/${ended.id}`, at(ended.id));
    expect(b.body.voteCount).toEqual({ A: 3, B: 4, total: 7 });
  });

  it("answers every field of the debate, times as ISO 8601 in UTC to the millisecond", async () => {
    const creator = await createUser({ username: "detail_creator" });
    const inserted = await insertDebate({ categoryId: cat.id, creatorId: creator.id, votesA: 2, votesB: 1 });
    // microseconds in the database; the answer keeps milliseconds, as a JavaScript Date would
    await getDb()
      .update(debates)
      .set({ createdAt: sql`timestamptz '2026-03-04 05:06:07.891999+00'` })
      .where(eq(debates.id, inserted.id));
    const [row] = await getDb().select().from(debates).where(eq(debates.id, inserted.id));
    const res = await call(getOne, `/api/debates/${inserted.id}`, at(inserted.id));
    expect(res.body).toEqual({
      id: row.id,
      title: row.title,
      description: row.description,
      categoryId: cat.id,
      positionATitle: row.positionATitle,
      positionBTitle: row.positionBTitle,
      positionADebater: row.positionADebater,
      positionBDebater: row.positionBDebater,
      debateVideo: row.debateVideo,
      category: { id: cat.id, name: cat.name, slug: cat.slug, color: cat.color },
      creatorInfo: { id: creator.id, username: "detail_creator" },
      createdAt: "2026-03-04T05:06:07.891Z",
      votingEndsAt: row.votingEndsAt.toISOString(),
      isActive: true,
      isFeatured: false,
      voteCount: { total: 3 },
      commentCount: 0,
    });
  });

  it("answers 404 'Debate not found' for a missing or malformed id", async () => {
    for (const id of ["999999", "abc", "0", "99999999999"]) {
      const res = await call(getOne, `/api/debates/${id}`, at(id));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Debate not found", code: "NOT_FOUND" });
    }
  });

  it("hides a taken-down debate from everyone but staff", async () => {
    const gone = await insertDebate({ categoryId: cat.id, isActive: false });
    expect((await call(getOne, `/api/debates/${gone.id}`, at(gone.id))).status).toBe(404);
    expect((await call(getOne, `/api/debates/${gone.id}`, { ...at(gone.id), cookie: userCookie })).status).toBe(404);
    const staff = await call(getOne, `/api/debates/${gone.id}`, { ...at(gone.id), cookie: moderatorCookie });
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ id: gone.id, isActive: false });
  });
});

describe("PATCH /api/debates/{id}", () => {
  it("is for staff only and changes nothing otherwise", async () => {
    const debate = await insertDebate({ categoryId: cat.id });
    const visitor = await call(PATCH, "/x", { method: "PATCH", body: { isActive: false }, ...at(debate.id) });
    expect(visitor).toMatchObject({ status: 401, body: { message: "Authentication required" } });
    const user = await call(PATCH, "/x", {
      method: "PATCH",
      body: { isActive: false },
      cookie: userCookie,
      ...at(debate.id),
    });
    expect(user).toMatchObject({ status: 403, body: { message: "You don't have permission to do this" } });
    const [row] = await getDb().select().from(debates).where(eq(debates.id, debate.id));
    expect(row.isActive).toBe(true);
  });

  it("takes a debate down (it leaves every list) and restores it", async () => {
    const debate = await insertDebate({ categoryId: cat.id, title: "Takedown candidate debate" });
    const down = await call(PATCH, "/x", {
      method: "PATCH",
      body: { isActive: false },
      cookie: moderatorCookie,
      ...at(debate.id),
    });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ id: debate.id, isActive: false, isFeatured: false });
    expect((await call(listOpen, "/api/debates?search=takedown")).body).toEqual([]);
    const up = await call(PATCH, "/x", {
      method: "PATCH",
      body: { isActive: true },
      cookie: moderatorCookie,
      ...at(debate.id),
    });
    expect(up.body.isActive).toBe(true);
    expect((await call(listOpen, "/api/debates?search=takedown")).body).toHaveLength(1);
  });

  it("a takedown through PATCH is recorded and tells the creator, with the reason and how to appeal; a second one does nothing", async () => {
    const creator = await createUser();
    const debate = await insertDebate({ categoryId: cat.id, creatorId: creator.id });
    const down = await call(PATCH, "/x", {
      method: "PATCH",
      body: { isActive: false, reason: "Duplicate of another debate" },
      cookie: moderatorCookie,
      ...at(debate.id),
    });
    expect(down.status).toBe(200);
    const recorded = await getDb().select().from(moderationActions).where(eq(moderationActions.targetId, debate.id));
    expect(recorded.map((a) => [a.action, a.targetType, a.reason])).toEqual([
      ["takedown", "debate", "Duplicate of another debate"],
    ]);
    const inbox = await getDb()
      .select({ content: messages.content, actionId: messages.actionId })
      .from(messageParticipants)
      .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
      .where(eq(messageParticipants.userId, creator.id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0].actionId).toBe(recorded[0].id);
    expect(inbox[0].content).toContain("Facts given by the moderator: Duplicate of another debate");
    await mailSent();
    expect((await mailTo(creator.email!)).map((m) => m.kind)).toEqual(["takedown"]);
    expect(
      (
        await call(PATCH, "/x", {
          method: "PATCH",
          body: { isActive: false },
          cookie: moderatorCookie,
          ...at(debate.id),
        })
      ).status,
    ).toBe(200);
    expect(
      await getDb().select().from(moderationActions).where(eq(moderationActions.targetId, debate.id)),
    ).toHaveLength(1);
  });

  it("answers 400 for an empty change and 404 for a missing debate", async () => {
    const debate = await insertDebate({ categoryId: cat.id });
    const empty = await call(PATCH, "/x", { method: "PATCH", body: {}, cookie: moderatorCookie, ...at(debate.id) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Nothing to update: send isActive or isFeatured");
    const wrongType = await call(PATCH, "/x", {
      method: "PATCH",
      body: { isActive: "no" },
      cookie: moderatorCookie,
      ...at(debate.id),
    });
    expect(wrongType.status).toBe(400);
    const missing = await call(PATCH, "/x", {
      method: "PATCH",
      body: { isFeatured: true },
      cookie: moderatorCookie,
      ...at(999999),
    });
    expect(missing).toMatchObject({ status: 404, body: { message: "Debate not found" } });
  });
});

describe("hot and featured", () => {
  it("hot is the open debate with most votes in the last 24 h, ties to the newest; featured wins", async () => {
    await getDb().delete(debates);
    expect(await call(getHot, "/api/debates/hot")).toMatchObject({ status: 200, body: null });
    const voters = await Promise.all([1, 2, 3].map(() => createUser()));
    const older = await insertDebate({ categoryId: cat.id, ageMs: 5 * 3600_000 });
    const newer = await insertDebate({ categoryId: cat.id, ageMs: 3600_000 });
    const ended = await insertDebate({ categoryId: cat.id, ...endedAgo(1000) });
    expect((await call(getHot, "/api/debates/hot")).body.id).toBe(newer.id);

    const old = new Date(Date.now() - 3 * 24 * 3600_000);
    await getDb()
      .insert(votes)
      .values([
        { debateId: older.id, userId: voters[0].id, position: "A" },
        { debateId: older.id, userId: voters[1].id, position: "B" },
        { debateId: newer.id, userId: voters[0].id, position: "A" },
        { debateId: newer.id, userId: voters[1].id, position: "A", createdAt: old },
        { debateId: newer.id, userId: voters[2].id, position: "A", createdAt: old },
        { debateId: ended.id, userId: voters[0].id, position: "A" },
      ]);
    await getDb().update(debates).set({ votesA: 3, voteTotal: 3 }).where(eq(debates.id, newer.id));
    await getDb().update(debates).set({ votesA: 1, votesB: 1, voteTotal: 2 }).where(eq(debates.id, older.id));
    const hot = await call(getHot, "/api/debates/hot");
    expect(hot.body.id).toBe(older.id);
    expect(hot.body.voteCount).toEqual({ total: 2 });

    await call(PATCH, "/x", { method: "PATCH", body: { isFeatured: true }, cookie: moderatorCookie, ...at(ended.id) });
    expect((await call(getHot, "/api/debates/hot")).body.id).toBe(older.id);
    await call(PATCH, "/x", { method: "PATCH", body: { isFeatured: true }, cookie: moderatorCookie, ...at(newer.id) });
    expect((await call(getHot, "/api/debates/hot")).body).toMatchObject({
      id: newer.id,
      isFeatured: true,
      voteCount: { total: 3 },
    });

    const featured = await call(getFeatured, "/api/debates/featured");
    expect(featured.status).toBe(200);
    // one featured debate at a time (issue 24 item 6.1): featuring the newer one unfeatured the ended one
    expect(featured.body.map((d: { id: number }) => d.id)).toEqual([newer.id]);
    expect(featured.body[0].voteCount).toEqual({ total: 3 });
  });

  it("no answer names a voter or reveals an open split", async () => {
    const answers = await Promise.all([
      call(listOpen, "/api/debates"),
      call(getHot, "/api/debates/hot"),
      call(getFeatured, "/api/debates/featured"),
      call(listEnded, "/api/debates/ended"),
    ]);
    for (const res of answers) expect(res.text).not.toMatch(/userId|voter|"position"/);
    for (const res of answers.slice(0, 2)) expect(res.text).not.toMatch(/"A":|"B":/);
    for (const d of answers[2].body) {
      const open = new Date(d.votingEndsAt).getTime() > Date.now();
      expect(Object.keys(d.voteCount)).toEqual(open ? ["total"] : ["A", "B", "total"]);
    }
  });
});
