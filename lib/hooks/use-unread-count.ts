import useSWR from "swr";

import { getQueryFn } from "@/lib/api/client";
import { useCurrentUser } from "@/lib/hooks/use-current-user";

import { UNREAD_COUNT_KEY } from "@/lib/api/query-keys";

export { UNREAD_COUNT_KEY };
export const HEADER_POLL_MS = 5000;

const fetchOrNull = getQueryFn({ on401: "returnNull" });

/** Unread inbox messages, polled every 5 s while signed in; 0 when unknown (errors stay quiet). */
export function useUnreadCount(): number {
  const { isAuthenticated } = useCurrentUser();
  const { data } = useSWR<{ count: number } | null>(
    isAuthenticated ? UNREAD_COUNT_KEY : null,
    (url: string) => fetchOrNull<{ count: number }>(url),
    { refreshInterval: HEADER_POLL_MS },
  );
  const count = data?.count;
  return typeof count === "number" && count > 0 ? count : 0;
}
