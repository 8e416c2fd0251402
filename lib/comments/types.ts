// A comment as every call shows it (document 1, section 3). Isomorphic: the server builds it, the UI reads it.
import type { Role } from "@/lib/roles";

export type CommentAuthor = { id: number | null; username: string; profileImage: string | null; roles: Role[] };
export type CommentLikeStatus = "like" | "dislike" | null;

export type Comment = {
  id: number;
  debateId: number;
  userId: number | null;
  /** null once the comment is deleted (it stays only as '[deleted]' above its replies) */
  user: CommentAuthor | null;
  content: string;
  isDeleted: boolean;
  createdAt: string;
  /** set when the comment was edited */
  updatedAt: string | null;
  likeCount: number;
  dislikeCount: number;
  userLikeStatus: CommentLikeStatus;
  parentId: number | null;
  replies: Comment[];
};

export type CommentLikeResult = {
  commentId: number;
  likeCount: number;
  dislikeCount: number;
  userLikeStatus: CommentLikeStatus;
};

export const DELETED_COMMENT_TEXT = "[deleted]";
export const COMMENT_MAX_LENGTH = 2000;
/** document 1, section 9: three top-level comments at first, five more per 'Show More Comments' */
export const COMMENTS_FIRST_PAGE = 3;
export const COMMENTS_MORE_STEP = 5;

/**
 * GET /api/debates/{id}/comments: top-level comments newest first, each with its whole reply tree (oldest first).
 * `limit` (default 20, at most 100) and `before` (the X-Next-Cursor of the previous page) page it on the server;
 * `thread` answers only the thread that holds that comment (for #comment-{id} links). X-Total-Count: top-level
 * comments.
 */
export function commentsUrl(debateId: number, opts: { limit?: number; before?: string | null; thread?: number } = {}) {
  const params = new URLSearchParams();
  if (opts.limit) params.set("limit", String(opts.limit));
  if (opts.before) params.set("before", opts.before);
  if (opts.thread) params.set("thread", String(opts.thread));
  const query = params.toString();
  return `/api/debates/${debateId}/comments${query ? `?${query}` : ""}`;
}
