"use client";

import { Megaphone, MessageSquareReply, Trash2, Trophy, User } from "lucide-react";
import { cardUserId } from "@/components/profile-card/card-user-id";
import { UserCardTrigger } from "@/components/profile-card/user-card-trigger";
import { Button } from "@/components/ui/button";
import type { InboxMessage } from "@/lib/hooks/use-messages";
import { verdictLine } from "@/lib/results/verdict";
import { cn } from "@/lib/utils";
import { dayMonth } from "@/lib/format-date";

const TYPE_ICON = { direct: User, mass: Megaphone, reply: MessageSquareReply, results: Trophy } as const;

type Props = {
  messages: InboxMessage[];
  selectedId: number | null;
  deleting: number | null;
  onOpen: (m: InboxMessage) => void;
  onDelete: (m: InboxMessage) => void;
};

export function MessageList({ messages, selectedId, deleting, onOpen, onDelete }: Props) {
  return (
    <ul
      aria-label="Messages"
      className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card"
    >
      {messages.map((m) => {
        const Icon = TYPE_ICON[m.type];
        const selected = m.id === selectedId;
        return (
          <li key={m.id} className={cn("flex items-stretch", selected && "bg-accent")}>
            <UserCardTrigger
              userId={cardUserId(m.senderId, m.senderName)}
              username={m.senderName}
              showName={false}
              className="mt-2.5 ml-2 shrink-0 self-start rounded-full"
            />
            <button
              type="button"
              onClick={() => onOpen(m)}
              aria-current={selected ? "true" : undefined}
              className="flex min-w-0 flex-1 items-start gap-3 px-3 py-3 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
            >
              <span className="mt-1.5 flex size-2.5 shrink-0 items-center justify-center">
                {!m.isRead && <span className="size-2.5 rounded-full bg-red-600" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span className={cn("truncate text-sm", m.isRead ? "font-medium" : "font-bold")}>{m.subject}</span>
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">{dayMonth(m.createdAt)}</span>
                </span>
                <span className="mt-0.5 flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Icon className="size-3.5 shrink-0" aria-hidden />
                  <span className="truncate">{m.senderName}</span>
                </span>
                <span className="mt-1 line-clamp-1 text-xs text-muted-foreground">
                  {m.verdict ? verdictLine(m.verdict) : m.content}
                </span>
                {!m.isRead && <span className="sr-only">(unread)</span>}
              </span>
            </button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="m-1 size-10 shrink-0 self-center text-muted-foreground hover:text-destructive"
              aria-label={`Delete message: ${m.subject}`}
              disabled={deleting === m.id}
              onClick={() => onDelete(m)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
