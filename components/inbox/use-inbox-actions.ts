"use client";

import { useRouter } from "next/navigation";
import { mutateQuery } from "@/lib/api/query";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { apiRequest } from "@/lib/api/client";
import { MESSAGES_KEY, UNREAD_COUNT_KEY } from "@/lib/api/query-keys";
import type { InboxMessage } from "@/lib/hooks/use-messages";
import { toast } from "@/components/ui/use-toast";

type List = InboxMessage[] | null | undefined;

const failure = (title: string, description: string) =>
  toast({ title, description, variant: "destructive", duration: TOAST_MS.normal });

/** Open (marks read), delete and 'Go to Comment', each keeping the list and the unread count in step. */
export function useInboxActions(onDeleted: (id: number) => void) {
  const router = useRouter();
  const patchList = (change: (list: InboxMessage[]) => InboxMessage[]) =>
    mutateQuery<List>(MESSAGES_KEY, (list) => (list ? change(list) : list), { revalidate: false });

  async function markRead(message: InboxMessage) {
    if (message.isRead) return;
    await patchList((list) => list.map((m) => (m.id === message.id ? { ...m, isRead: true } : m)));
    try {
      await apiRequest("PATCH", `/api/messages/${message.id}/read`);
    } catch {
      failure("Error", "Failed to load message details");
      await mutateQuery(MESSAGES_KEY);
    }
    await mutateQuery(UNREAD_COUNT_KEY);
  }

  async function remove(message: InboxMessage) {
    try {
      await apiRequest("DELETE", `/api/messages/${message.id}`);
    } catch {
      failure("Error", "Failed to delete message. Please try again.");
      return;
    }
    onDeleted(message.id);
    await patchList((list) => list.filter((m) => m.id !== message.id));
    toast({ title: "Message deleted", duration: TOAST_MS.normal });
    await mutateQuery(UNREAD_COUNT_KEY);
  }

  function goToComment(message: InboxMessage) {
    if (message.type !== "reply" || !message.debateId || !message.commentId) {
      failure("Cannot navigate", "This message is not a reply notification with a comment to open.");
      return;
    }
    router.push(`/debate/${message.debateId}#comment-${message.commentId}`);
  }

  return { markRead, remove, goToComment };
}
