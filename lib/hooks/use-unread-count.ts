import { getQueryFn } from "@/lib/api/client";
import { useQuery } from "@/lib/api/query";
import { UNREAD_COUNT_KEY } from "@/lib/api/query-keys";
import { useCurrentUser } from "@/lib/hooks/use-current-user";

/** Document 1, section 9: the header polls every 5 s; the inbox passes its own 2 s rhythm. */
export const HEADER_POLL_MS = 5000;

const fetchOrNull = getQueryFn({ on401: "returnNull" });

/** Unread inbox messages while signed in; 0 when unknown (errors stay quiet). */
export function useUnreadCount({
  refreshInterval = HEADER_POLL_MS,
  initial,
}: { refreshInterval?: number; initial?: number } = {}) {
  const { isAuthenticated } = useCurrentUser();
  const { data } = useQuery<{ count: number } | null>(isAuthenticated ? UNREAD_COUNT_KEY : null, {
    fetcher: (url) => fetchOrNull<{ count: number }>(url),
    refreshInterval,
    fallbackData: initial !== undefined ? { count: initial } : undefined,
  });
  const count = data?.count;
  return typeof count === "number" && count > 0 ? count : 0;
}
