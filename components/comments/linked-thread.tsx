"use client";

import { Link2 } from "lucide-react";
import type { Comment } from "@/lib/comments/types";
import { CommentThread } from "./comment-thread";

/** The thread a #comment-{id} link points at, when it is not among the loaded pages; or why it is missing. */
export function LinkedThread({ thread }: { thread: Comment | null | undefined }) {
  if (thread === undefined) return null;
  return (
    <section
      aria-label="Linked comment"
      className="rounded-lg border border-primary/30 bg-primary/5 px-2 pt-2 dark:bg-primary/10"
    >
      <p className="flex items-center gap-1.5 px-2 text-xs font-medium tracking-wide text-primary uppercase dark:text-red-300">
        <Link2 className="size-3.5" aria-hidden />
        Linked comment
      </p>
      {thread ? (
        <ul>
          <CommentThread comment={thread} />
        </ul>
      ) : (
        <p className="px-2 py-3 text-sm text-muted-foreground">This comment is no longer available.</p>
      )}
    </section>
  );
}
