"use client";

import { useEffect, useMemo, useRef } from "react";
import { mutateQuery } from "@/lib/api/query";
import { apiRequest, ApiError } from "@/lib/api/client";
import type { Comment, CommentLikeResult } from "@/lib/comments/types";
import { debateKey } from "@/lib/api/query-keys";
import { toast } from "@/components/ui/use-toast";

/** Document 1, section 9: the list is refetched 100 ms after a post. */
const REFETCH_AFTER_POST_MS = 100;
const FALLBACK = "Please try again later.";

function failed(title: string, error: unknown) {
  const description = (error instanceof ApiError && error.serverMessage) || FALLBACK;
  toast({ title, description, variant: "destructive" });
}

export type CommentActions = {
  post: (content: string) => Promise<boolean>;
  reply: (parentId: number, content: string) => Promise<boolean>;
  edit: (id: number, content: string) => Promise<boolean>;
  remove: (id: number) => Promise<boolean>;
  like: (id: number, isLike: boolean) => Promise<CommentLikeResult | null>;
};

/**
 * The comment mutations with document 1's toasts; each resolves true (or the like result) on success and
 * refetches the list through `refresh` (a post after 100 ms). A post, reply or delete also revalidates the debate,
 * whose commentCount the Comments tab shows.
 */
export function useCommentActions(debateId: number, refresh: () => void): CommentActions {
  // a refetch still waiting when the tab closes is dropped: the list refetches when it mounts again
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return useMemo(() => {
    const later = () => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        refresh();
      }, REFETCH_AFTER_POST_MS);
      timers.current.add(timer);
    };
    // the Comments tab's count: the debate is fetched again after a change that moves it
    const counted = (result: unknown) => {
      if (result) void mutateQuery(debateKey(debateId));
      return !!result;
    };

    async function run<T>(call: () => Promise<T>, success: string | null, failure: string, after: () => void) {
      try {
        const result = await call();
        if (success) toast({ title: success });
        return result;
      } catch (error) {
        failed(failure, error);
        return null;
      } finally {
        after();
      }
    }

    const json = async <T>(res: Response) => (await res.json()) as T;
    return {
      post: async (content) =>
        counted(
          await run(
            () => apiRequest("POST", `/api/debates/${debateId}/comments`, { content }).then(json<Comment>),
            "Comment posted!",
            "Failed to post comment",
            later,
          ),
        ),
      reply: async (parentId, content) =>
        counted(
          await run(
            () => apiRequest("POST", `/api/comments/${parentId}/reply`, { content, debateId }).then(json<Comment>),
            "Reply posted!",
            "Failed to post reply",
            later,
          ),
        ),
      edit: async (id, content) =>
        !!(await run(
          () => apiRequest("PATCH", `/api/comments/${id}`, { content }).then(json<Comment>),
          "Comment updated!",
          "Failed to update comment",
          refresh,
        )),
      remove: async (id) =>
        counted(
          await run(
            () => apiRequest("DELETE", `/api/comments/${id}`).then(() => true),
            "Comment deleted!",
            "Failed to delete comment",
            refresh,
          ),
        ),
      like: (id, isLike) =>
        run(
          () => apiRequest("POST", `/api/comments/${id}/like`, { isLike }).then(json<CommentLikeResult>),
          null,
          "Failed to update like",
          refresh,
        ),
    };
  }, [debateId, refresh]);
}
