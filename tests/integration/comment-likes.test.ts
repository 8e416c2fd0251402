import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../lib/db";
import { commentLikes } from "../../lib/db/schema";
import { commentCalls as api } from "../fixtures/comments";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";

let debateId: number;
const plusCookie = async () => login(await createUser({ roles: ["pv_plus"] }));
const newComment = async () => (await insertComment(debateId, (await createUser()).id)).id;
const rows = (commentId: number) => getDb().select().from(commentLikes).where(eq(commentLikes.commentId, commentId));
const counts = async (commentId: number, cookie: string) => {
  const [c] = (await api.list(debateId, cookie)).body.filter((x: { id: number }) => x.id === commentId);
  return { likeCount: c.likeCount, dislikeCount: c.dislikeCount, userLikeStatus: c.userLikeStatus };
};

beforeAll(async () => {
  debateId = (await insertDebate({ categoryId: (await createCategory()).id })).id;
});

describe("POST /api/comments/{id}/like", () => {
  it("toggles: like, like again removes it, dislike switches it", async () => {
    const id = await newComment();
    const cookie = await plusCookie();
    expect((await api.like(id, true, cookie)).body).toEqual({
      commentId: id,
      likeCount: 1,
      dislikeCount: 0,
      userLikeStatus: "like",
    });
    expect(await counts(id, cookie)).toEqual({ likeCount: 1, dislikeCount: 0, userLikeStatus: "like" });
    expect((await api.like(id, true, cookie)).body).toEqual({
      commentId: id,
      likeCount: 0,
      dislikeCount: 0,
      userLikeStatus: null,
    });
    expect((await api.like(id, true, cookie)).body).toMatchObject({ likeCount: 1, userLikeStatus: "like" });
    expect((await api.like(id, false, cookie)).body).toEqual({
      commentId: id,
      likeCount: 0,
      dislikeCount: 1,
      userLikeStatus: "dislike",
    });
    expect(await counts(id, cookie)).toEqual({ likeCount: 0, dislikeCount: 1, userLikeStatus: "dislike" });
    expect((await api.like(id, false, cookie)).body).toMatchObject({
      likeCount: 0,
      dislikeCount: 0,
      userLikeStatus: null,
    });
    expect(await rows(id)).toEqual([]);
  });

  it("counts 50 concurrent likes and dislikes by 50 different users exactly", async () => {
    const id = await newComment();
    const cookies = await Promise.all(Array.from({ length: 50 }, plusCookie));
    const results = await Promise.all(cookies.map((cookie, i) => api.like(id, i % 5 !== 0, cookie)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await counts(id, cookies[0])).toEqual({ likeCount: 40, dislikeCount: 10, userLikeStatus: "dislike" });
    expect(await rows(id)).toHaveLength(50);
  });

  it("turns 50 concurrent clicks of one user into 50 whole toggles (an even number: no like left), 51 into one like", async () => {
    const id = await newComment();
    const cookie = await plusCookie();
    const fifty = await Promise.all(Array.from({ length: 50 }, () => api.like(id, true, cookie)));
    expect(fifty.every((r) => r.status === 200)).toBe(true);
    expect(fifty.filter((r) => r.body.userLikeStatus === "like")).toHaveLength(25);
    expect(await rows(id)).toEqual([]);
    const fiftyOne = await Promise.all(Array.from({ length: 51 }, () => api.like(id, true, cookie)));
    expect(fiftyOne.every((r) => r.status === 200)).toBe(true);
    expect(await counts(id, cookie)).toEqual({ likeCount: 1, dislikeCount: 0, userLikeStatus: "like" });
  });

  it("never leaves one user with more than one row under a concurrent mix of likes and dislikes", async () => {
    const id = await newComment();
    const cookie = await plusCookie();
    await Promise.all(Array.from({ length: 50 }, (_, i) => api.like(id, i % 2 === 0, cookie)));
    const left = await rows(id);
    expect(left.length).toBeLessThanOrEqual(1);
    const c = await counts(id, cookie);
    expect(c.likeCount + c.dislikeCount).toBe(left.length);
  });

  it("refuses visitors, non-PV+ users, deleted and missing comments, and changes nothing", async () => {
    const id = await newComment();
    expect(await api.like(id, true)).toMatchObject({ status: 401 });
    expect(await api.like(id, true, await login(await createUser()))).toMatchObject({ status: 403 });
    const gone = (await insertComment(debateId, (await createUser()).id, { deleted: true })).id;
    expect(await api.like(gone, true, await plusCookie())).toMatchObject({
      status: 404,
      body: { message: "Comment not found" },
    });
    expect(await api.like(2_000_000_000, true, await plusCookie())).toMatchObject({ status: 404 });
    expect(await api.like("abc", true, await plusCookie())).toMatchObject({ status: 404 });
    expect(await rows(id)).toEqual([]);
  });
});
