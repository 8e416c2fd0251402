import { describe, expect, it } from "vitest";
import type { Comment } from "@/lib/comments/types";
import { collectIds, commentIdFromHash, findThread, flattenReplies } from "./thread-utils";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const c = (id: number, minute: number, replies: Comment[] = [], name = `user${id}`): Comment => ({
  id,
  debateId: 1,
  userId: id,
  user: { id, username: name, profileImage: null, roles: ["pv_plus"] },
  content: `text ${id}`,
  isDeleted: false,
  createdAt: at(minute),
  updatedAt: null,
  likeCount: 0,
  dislikeCount: 0,
  userLikeStatus: null,
  parentId: null,
  replies,
});

describe("flattenReplies", () => {
  it("lists every reply of the tree oldest first, naming whom a nested reply answers", () => {
    const top = c(1, 0, [c(2, 1, [c(4, 5, [c(5, 6)])]), c(3, 2)]);
    expect(flattenReplies(top).map((r) => [r.comment.id, r.replyingTo])).toEqual([
      [2, null],
      [3, null],
      [4, "user2"],
      [5, "user4"],
    ]);
  });

  it("calls the author of a deleted parent '[deleted]'", () => {
    const gone = { ...c(2, 1, [c(3, 2)]), user: null, isDeleted: true };
    expect(flattenReplies(c(1, 0, [gone]))[1].replyingTo).toBe("[deleted]");
  });
});

describe("ids", () => {
  it("collects nested ids and finds the thread holding one", () => {
    const threads = [c(1, 0, [c(2, 1, [c(3, 2)])]), c(4, 3)];
    expect([...collectIds(threads)].sort()).toEqual([1, 2, 3, 4]);
    expect(findThread(threads, 3)?.id).toBe(1);
    expect(findThread(threads, 9)).toBeUndefined();
  });

  it.each([
    ["#comment-42", 42],
    ["#comment-0", null],
    ["#comment-4x", null],
    ["#comments", null],
    ["", null],
  ])("reads %j as %j", (hash, id) => expect(commentIdFromHash(hash)).toBe(id));
});
