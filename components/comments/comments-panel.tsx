"use client";

import { useCallback, useMemo } from "react";
import { useCommentThread, useComments } from "@/lib/hooks/use-comments";
import { CommentComposer } from "./comment-composer";
import { CommentList } from "./comment-list";
import { CommentsProvider, type CommentsViewer } from "./comments-context";
import { LinkedThread } from "./linked-thread";
import { collectIds } from "./thread-utils";
import { useCommentActions } from "./use-comment-actions";
import { useHighlightComment, useLinkedCommentId } from "./use-linked-comment";

type Props = { debateId: number; viewer: CommentsViewer };

/** The discussion for PV+ readers: composer, the linked thread (if any), the paged list. */
export function CommentsPanel({ debateId, viewer }: Props) {
  const list = useComments(debateId);
  const linkedId = useLinkedCommentId();
  const loadedIds = useMemo(() => collectIds(list.comments), [list.comments]);
  // a linked comment outside the loaded pages is fetched as its thread and shown above the list
  const needThread = linkedId !== null && list.loaded && !loadedIds.has(linkedId);
  const linked = useCommentThread(debateId, needThread ? linkedId : null);
  const highlightedId = useHighlightComment(linkedId, needThread ? linked.thread : list.comments);

  const { refresh: refreshList } = list;
  const { refresh: refreshThread } = linked;
  const refresh = useCallback(() => {
    void refreshList();
    if (needThread) void refreshThread();
  }, [refreshList, refreshThread, needThread]);
  const actions = useCommentActions(debateId, refresh);
  const context = useMemo(
    () => ({ debateId, viewer, actions, highlightedId }),
    [debateId, viewer, actions, highlightedId],
  );

  return (
    <CommentsProvider value={context}>
      <div className="space-y-5 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-sm sm:p-4">
        <CommentComposer />
        {needThread && <LinkedThread thread={linked.thread} />}
        <CommentList
          comments={list.comments}
          loaded={list.loaded}
          error={list.error}
          remaining={list.remaining}
          hasMore={list.hasMore}
          isLoadingMore={list.isLoadingMore}
          onLoadMore={() => void list.loadMore()}
          onRetry={refresh}
        />
      </div>
    </CommentsProvider>
  );
}
