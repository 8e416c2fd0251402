import { useCallback } from "react";
import { useQuery } from "@/lib/api/query";
import { useQueryPages } from "@/lib/api/query-pages";
import { ApiError } from "@/lib/api/client";
import { commentsUrl, COMMENTS_FIRST_PAGE, COMMENTS_MORE_STEP, type Comment } from "@/lib/comments/types";

/** One page of GET /api/debates/{id}/comments with its paging headers. */
type CommentsPage = { comments: Comment[]; total: number; nextCursor: string | null };

/** GET a comments page; X-Total-Count counts top-level comments, X-Next-Cursor is absent on the last page. */
async function fetchCommentsPage(url: string): Promise<CommentsPage> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const comments = (await res.json()) as Comment[];
  const total = Number(res.headers.get("X-Total-Count"));
  return {
    comments,
    total: Number.isFinite(total) && res.headers.has("X-Total-Count") ? total : comments.length,
    nextCursor: res.headers.get("X-Next-Cursor") || null,
  };
}

/** The key of page `index`: 3 comments first, then 5 more before the previous page's cursor. */
const commentsPageKey = (debateId: number) => (index: number, previous: CommentsPage | null) => {
  if (index === 0) return commentsUrl(debateId, { limit: COMMENTS_FIRST_PAGE });
  if (!previous?.nextCursor) return null;
  return commentsUrl(debateId, { limit: COMMENTS_MORE_STEP, before: previous.nextCursor });
};

/**
 * The debate's top-level comments (newest first), paged on the server: `loadMore` fetches the next 5.
 * `refresh` refetches every loaded page (after a mutation). PV+ only: others never mount this.
 */
export function useComments(debateId: number) {
  const { data, error, size, setSize, mutate, isLoading, isValidating } = useQueryPages<CommentsPage>(
    // the Comments tab mounts this each time it opens: the discussion is read as it is now
    commentsPageKey(debateId),
    fetchCommentsPage,
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  const loadMore = useCallback(() => setSize((n) => n + 1), [setSize]);
  const pages = data ?? [];
  const comments = pages.flatMap((page) => page.comments);
  const last = pages.at(-1);
  const total = last?.total ?? 0;
  const remaining = Math.max(0, total - comments.length);
  const isLoadingMore = size > pages.length && !error;
  return {
    comments,
    total,
    remaining,
    hasMore: !!last?.nextCursor && remaining > 0,
    loaded: data !== undefined,
    isLoading,
    isLoadingMore,
    isValidating,
    error,
    loadMore,
    refresh,
  };
}

/** `?thread={id}`: `[the top-level comment holding it, with its replies]`, or `[]`; null skips the call. */
export function useCommentThread(debateId: number, commentId: number | null) {
  const { data, error, mutate } = useQuery<Comment[]>(commentId ? commentsUrl(debateId, { thread: commentId }) : null);
  const refresh = useCallback(() => mutate(), [mutate]);
  return { thread: data ? (data[0] ?? null) : undefined, error, refresh };
}
