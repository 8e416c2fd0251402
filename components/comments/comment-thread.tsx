"use client";

import { useMemo, useState } from "react";
import { ChevronDown, ChevronUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Comment } from "@/lib/comments/types";
import { CommentItem } from "./comment-item";
import { useCommentsContext } from "./comments-context";
import { flattenReplies } from "./thread-utils";
import { plural } from "@/lib/plural";

/** A top-level comment and its replies, flattened, oldest first, collapsible. */
export function CommentThread({ comment }: { comment: Comment }) {
  const { highlightedId } = useCommentsContext();
  const [collapsed, setCollapsed] = useState(false);
  const replies = useMemo(() => flattenReplies(comment), [comment]);
  // a linked reply is never hidden in a collapsed thread
  const open = !collapsed || replies.some((r) => r.comment.id === highlightedId);
  const expand = () => setCollapsed(false);
  const repliesId = `replies-${comment.id}`;

  return (
    <li className="border-b border-border py-2 last:border-b-0">
      <CommentItem comment={comment} onReplied={expand} />
      {replies.length > 0 && (
        <div className="ml-3 sm:ml-5">
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-7 px-1"
            aria-expanded={open}
            aria-controls={repliesId}
            onClick={() => setCollapsed(open)}
          >
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {open ? "Hide replies" : `Show ${plural(replies.length, "reply", "replies")}`}
          </Button>
          <ul id={repliesId} hidden={!open} className="space-y-1 border-l-2 border-border pl-2 sm:pl-4">
            {replies.map(({ comment: reply, replyingTo }) => (
              <li key={reply.id}>
                <CommentItem comment={reply} replyingTo={replyingTo} onReplied={expand} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
