"use client";

import { useState } from "react";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Comment, CommentLikeResult } from "@/lib/comments/types";
import { noun } from "@/lib/plural";
import { cn } from "@/lib/utils";
import { useCommentsContext } from "./comments-context";

/** Like and dislike with their counts; pressed from userLikeStatus. The answer shows at once, the refetch follows. */
export function LikeButtons({ comment }: { comment: Comment }) {
  const { actions } = useCommentsContext();
  const [pending, setPending] = useState(false);
  // the call's answer, shown until the refetched comment replaces this one
  const [answer, setAnswer] = useState<{ base: Comment; result: CommentLikeResult } | null>(null);
  const shown = answer && answer.base === comment ? answer.result : comment;

  async function press(isLike: boolean) {
    setPending(true);
    const result = await actions.like(comment.id, isLike);
    if (result) setAnswer({ base: comment, result });
    setPending(false);
  }

  const buttons = [
    { isLike: true, label: "like", Icon: ThumbsUp, count: shown.likeCount, pressed: shown.userLikeStatus === "like" },
    {
      isLike: false,
      label: "dislike",
      Icon: ThumbsDown,
      count: shown.dislikeCount,
      pressed: shown.userLikeStatus === "dislike",
    },
  ];
  return (
    <>
      {buttons.map(({ isLike, label, Icon, count, pressed }) => (
        <Button
          key={label}
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={pressed}
          disabled={pending}
          onClick={() => void press(isLike)}
          className={cn("h-8 gap-1 px-2 tabular-nums", pressed && (isLike ? "text-primary" : "text-foreground"))}
        >
          <Icon aria-hidden className={cn(pressed && "fill-current")} />
          {/* named by the count it shows, then what it counts: "3 likes" (WCAG 2.5.3, label in name) */}
          <span>{count}</span>
          <span className="sr-only">{` ${noun(count, label)}`}</span>
        </Button>
      ))}
    </>
  );
}
