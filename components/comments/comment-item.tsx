"use client";

import { useState } from "react";
import { MessageSquareReply } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DELETED_COMMENT_TEXT, type Comment } from "@/lib/comments/types";
import { cn } from "@/lib/utils";
import { CommentEditor } from "./comment-editor";
import { CommentMenu } from "./comment-menu";
import { CommentMeta } from "./comment-meta";
import { useCommentsContext } from "./comments-context";
import { useDraft } from "./draft-store";
import { LikeButtons } from "./like-buttons";
import { ReplyBox } from "./reply-box";

type Props = {
  comment: Comment;
  /** for a nested reply: the name it answers */
  replyingTo?: string | null;
  /** after a reply to this comment was posted (the thread opens its replies) */
  onReplied: () => void;
};

/** One comment or reply: author, time, text (or its editor), like/dislike, Reply and the actions menu. */
export function CommentItem({ comment, replyingTo, onReplied }: Props) {
  const { debateId, viewer, highlightedId } = useCommentsContext();
  const [editDraft, setEditDraft] = useDraft(debateId, `edit:${comment.id}`);
  const [replying, setReplying] = useState(false);
  const highlighted = highlightedId === comment.id;
  const name = comment.user?.username ?? DELETED_COMMENT_TEXT;

  return (
    <div
      id={`comment-${comment.id}`}
      tabIndex={-1}
      data-highlighted={highlighted || undefined}
      className={cn(
        "scroll-mt-24 rounded-lg p-2 outline-none motion-safe:transition-[background-color,box-shadow] motion-safe:duration-700 sm:p-3",
        highlighted && "bg-primary/10 ring-2 ring-primary dark:bg-primary/20",
      )}
    >
      <CommentMeta comment={comment} replyingTo={replyingTo} />
      {editDraft !== undefined ? (
        <CommentEditor
          draft={editDraft}
          onChange={setEditDraft}
          commentId={comment.id}
          onDone={() => setEditDraft(undefined)}
        />
      ) : (
        <p
          className={cn(
            "mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap",
            comment.isDeleted && "text-muted-foreground italic",
          )}
        >
          {comment.isDeleted ? DELETED_COMMENT_TEXT : comment.content}
        </p>
      )}
      {!comment.isDeleted && (
        <div className="mt-1 -ml-2 flex flex-wrap items-center gap-1">
          <LikeButtons comment={comment} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            aria-expanded={replying}
            onClick={() => setReplying((open) => !open)}
          >
            <MessageSquareReply aria-hidden />
            Reply
          </Button>
          <CommentMenu comment={comment} viewer={viewer} onEdit={() => setEditDraft(comment.content)} />
        </div>
      )}
      {replying && !comment.isDeleted && (
        <ReplyBox
          parentId={comment.id}
          parentName={name}
          onClose={() => setReplying(false)}
          onPosted={() => {
            setReplying(false);
            onReplied();
          }}
        />
      )}
    </div>
  );
}
