"use client";

import { AlertCircle, MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import type { Comment } from "@/lib/comments/types";
import { CommentThread } from "./comment-thread";
import { CommentsSkeleton } from "./comments-skeleton";

type Props = {
  comments: Comment[];
  loaded: boolean;
  error: Error | undefined;
  remaining: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
};

/** The loaded threads with 'Show More Comments', or the loading, empty and error states. */
export function CommentList({
  comments,
  loaded,
  error,
  remaining,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRetry,
}: Props) {
  if (!loaded && !error) {
    return (
      <div role="status" aria-label="Loading comments">
        <CommentsSkeleton />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {comments.length > 0 ? (
        <ul aria-label="Comments">
          {comments.map((comment) => (
            <CommentThread key={comment.id} comment={comment} />
          ))}
        </ul>
      ) : (
        !error && (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
            <MessageSquare className="size-7" aria-hidden />
            <p>No comments yet. Start the discussion!</p>
          </div>
        )
      )}
      {error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden />
          <span className="flex-1">
            Failed to load comments. {(error instanceof ApiError && error.serverMessage) || "Please try again later."}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
      {hasMore && !error && (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={onLoadMore}
          disabled={isLoadingMore}
          aria-busy={isLoadingMore || undefined}
        >
          {isLoadingMore ? "Loading more comments..." : `Show More Comments (${remaining} remaining)`}
        </Button>
      )}
    </div>
  );
}
