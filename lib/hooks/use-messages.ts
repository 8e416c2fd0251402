import { getQueryFn } from "@/lib/api/client";
import { useQuery } from "@/lib/api/query";
import { MESSAGES_KEY } from "@/lib/api/query-keys";
import type { AppealStatus } from "@/lib/enums";
import type { Verdict } from "@/lib/results/verdict";
/** Document 2, section 9: the inbox polls its list and the unread count every 2 s. */
export const INBOX_POLL_MS = 2000;

/** GET /api/messages, as the client reads it. */
export type InboxMessage = {
  id: number;
  subject: string;
  content: string;
  senderName: string;
  senderId: number | null;
  type: "direct" | "mass" | "reply" | "results";
  isRead: boolean;
  createdAt: string;
  debateId: number | null;
  commentId: number | null;
  /** a 'results' message's verdict, as it was at the close */
  verdict: Verdict | null;
  /** a moderation notice's action (null for other messages) */
  actionId: number | null;
  /** the appeal made against that action, if any */
  appealStatus: AppealStatus | null;
  /** whether the reader can still appeal it (the 'Appeal' button) */
  canAppeal: boolean;
};

const fetchOrNull = getQueryFn({ on401: "returnNull" });

/** The inbox, polled every 2 s; starts from the server-rendered list. `signedOut` once the session is gone (401). */
export function useMessages(initial: InboxMessage[]) {
  const { data, error, mutate } = useQuery<InboxMessage[] | null>(MESSAGES_KEY, {
    fetcher: (url) => fetchOrNull<InboxMessage[]>(url),
    fallbackData: initial,
    refreshInterval: INBOX_POLL_MS,
  });
  return { messages: data ?? [], error, mutate, signedOut: data === null };
}
