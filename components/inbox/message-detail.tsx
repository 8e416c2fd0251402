"use client";

import { ArrowLeft, Gavel, MessageSquareReply, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cardUserId } from "@/components/profile-card/card-user-id";
import { UserCardTrigger } from "@/components/profile-card/user-card-trigger";
import { Button } from "@/components/ui/button";
import { APPEAL_STATUS_LABELS } from "@/lib/appeals/types";
import type { InboxMessage } from "@/lib/hooks/use-messages";
import { dateTimeUtc } from "@/lib/format-date";
import { TYPE_LABELS } from "./type-labels";
import { LinkedText } from "./linked-text";
import { ResultsVerdict } from "./results-verdict";

type Props = {
  message: InboxMessage;
  deleting: boolean;
  onBack: () => void;
  onDelete: () => void;
  onGoToComment: () => void;
  onAppeal: () => void;
};

/** Subject, from, type, date and content of the open message. */
export function MessageDetail({ message, deleting, onBack, onDelete, onGoToComment, onAppeal }: Props) {
  return (
    <article aria-labelledby="message-subject" className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <Button type="button" variant="ghost" className="-ml-2 mb-2 md:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden />
        Back to messages
      </Button>
      <h2 id="message-subject" className="text-xl font-semibold break-words">
        {message.subject}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">From</dt>
        <dd className="min-w-0 truncate font-medium">
          <UserCardTrigger
            userId={cardUserId(message.senderId, message.senderName)}
            username={message.senderName}
            showAvatar
            className="max-w-full align-middle"
          />
        </dd>
        <dt className="text-muted-foreground">Type</dt>
        <dd>
          <Badge variant="outline">{TYPE_LABELS[message.type]}</Badge>
        </dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>
          <time dateTime={message.createdAt}>{dateTimeUtc(message.createdAt)}</time>
        </dd>
        {message.appealStatus && (
          <>
            <dt className="text-muted-foreground">Appeal</dt>
            <dd>
              <Badge variant="outline" data-testid="appeal-status">
                {APPEAL_STATUS_LABELS[message.appealStatus]}
              </Badge>
            </dd>
          </>
        )}
      </dl>
      {message.type === "results" && message.verdict ? (
        <ResultsVerdict verdict={message.verdict} debateId={message.debateId} />
      ) : (
        <div className="mt-4 border-t border-border pt-4 text-sm leading-relaxed break-words whitespace-pre-line">
          <LinkedText text={message.content} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        {message.type === "reply" && (
          <Button type="button" onClick={onGoToComment}>
            <MessageSquareReply aria-hidden />
            Go to Comment
          </Button>
        )}
        {message.canAppeal && (
          <Button type="button" onClick={onAppeal}>
            <Gavel aria-hidden />
            Appeal
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          onClick={onDelete}
          disabled={deleting}
          className="text-destructive hover:text-destructive dark:text-red-400 dark:hover:text-red-400"
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </article>
  );
}
