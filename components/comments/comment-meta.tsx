"use client";

import { UserCardTrigger } from "@/components/profile-card/user-card-trigger";
import { useNow } from "@/components/debate/now-provider";
import type { Comment } from "@/lib/comments/types";
import { dateTimeUtc } from "@/lib/format-date";
import { relativeTime } from "./relative-time";

/** Author (avatar and name open the profile card), time, '(edited)' and, for a nested reply, whom it answers. */
export function CommentMeta({ comment, replyingTo }: { comment: Comment; replyingTo?: string | null }) {
  const now = useNow();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
      {comment.user ? (
        <UserCardTrigger
          userId={comment.user.id}
          username={comment.user.username}
          profileImage={comment.user.profileImage}
          roles={comment.user.roles}
          showAvatar
          className="font-semibold"
        />
      ) : (
        <span aria-hidden className="size-8 shrink-0 rounded-full bg-muted" />
      )}
      <time
        dateTime={comment.createdAt}
        title={dateTimeUtc(comment.createdAt)}
        className="text-xs text-muted-foreground"
      >
        {relativeTime(comment.createdAt, now)}
      </time>
      {comment.updatedAt && !comment.isDeleted && <span className="text-xs text-muted-foreground">(edited)</span>}
      {replyingTo && <span className="text-xs text-muted-foreground">replying to {replyingTo}</span>}
    </div>
  );
}
