"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Inbox, MailOpen } from "lucide-react";
import { INBOX_POLL_MS, useMessages, type InboxMessage } from "@/lib/hooks/use-messages";
import { useUnreadCount } from "@/lib/hooks/use-unread-count";
import { cn } from "@/lib/utils";
import { AppealDialog } from "./appeal-dialog";
import { MessageDetail } from "./message-detail";
import { MessageList } from "./message-list";
import { SendAnnouncementDialog } from "./send-announcement-dialog";
import { useInboxActions } from "./use-inbox-actions";

type Props = { initialMessages: InboxMessage[]; initialUnread: number; canAnnounce: boolean };

function EmptyInbox() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-16 text-center">
      <Inbox className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-semibold">Your inbox is empty</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Announcements from the team, replies to your comments and the results of debates you voted in will show up here.
      </p>
    </div>
  );
}

/** The inbox: the list (polled every 2 s) beside the open message; on small screens the list, then the message. */
export function InboxView({ initialMessages, initialUnread, canAnnounce }: Props) {
  const router = useRouter();
  const { messages, error, signedOut } = useMessages(initialMessages);
  const unread = useUnreadCount({ refreshInterval: INBOX_POLL_MS, initial: initialUnread });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [appealing, setAppealing] = useState<InboxMessage | null>(null);
  const actions = useInboxActions((id) => setSelectedId((current) => (current === id ? null : current)));
  useEffect(() => {
    if (signedOut) router.replace("/login");
  }, [signedOut, router]);
  const selected = messages.find((m) => m.id === selectedId) ?? null;

  const open = (m: InboxMessage) => {
    setSelectedId(m.id);
    void actions.markRead(m);
  };
  const remove = async (m: InboxMessage) => {
    setDeleting(m.id);
    await actions.remove(m);
    setDeleting(null);
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h1 className="text-2xl font-bold">Inbox</h1>
          {unread > 0 && (
            <span
              className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-red-600 px-2 text-xs font-semibold text-white tabular-nums"
              data-testid="inbox-unread"
            >
              {unread > 99 ? "99+" : unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </div>
        {canAnnounce && <SendAnnouncementDialog />}
      </header>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          Could not refresh the inbox. Retrying...
        </p>
      )}
      {messages.length === 0 ? (
        <EmptyInbox />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className={cn(selected && "hidden md:block")}>
            <MessageList
              messages={messages}
              selectedId={selectedId}
              deleting={deleting}
              onOpen={open}
              onDelete={(m) => void remove(m)}
            />
          </div>
          <div className={cn(!selected && "hidden md:block")}>
            {selected ? (
              <MessageDetail
                message={selected}
                deleting={deleting === selected.id}
                onBack={() => setSelectedId(null)}
                onDelete={() => void remove(selected)}
                onGoToComment={() => actions.goToComment(selected)}
                onAppeal={() => setAppealing(selected)}
              />
            ) : (
              <div className="flex h-full min-h-48 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
                <MailOpen className="size-8" aria-hidden />
                Select a message to read it.
              </div>
            )}
          </div>
        </div>
      )}
      <AppealDialog message={appealing} onOpenChange={(open) => !open && setAppealing(null)} />
    </div>
  );
}
