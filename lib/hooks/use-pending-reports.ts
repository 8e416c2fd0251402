import useSWR from "swr";

import { getQueryFn } from "@/lib/api/client";
import { useCurrentUser, userRoles } from "@/lib/hooks/use-current-user";
import { HEADER_POLL_MS } from "@/lib/hooks/use-unread-count";
import { isStaff } from "@/lib/roles";

import { PENDING_REPORTS_KEY } from "@/lib/api/query-keys";

export { PENDING_REPORTS_KEY };

const fetchOrNull = getQueryFn({ on401: "returnNull" });

/** Accepts the documented array, or a paged `{ items }` / `{ reports }` answer. */
export function countPending(data: unknown): number {
  const list: unknown = Array.isArray(data)
    ? data
    : ((data as { items?: unknown; reports?: unknown } | null)?.items ??
      (data as { reports?: unknown } | null)?.reports);
  if (!Array.isArray(list)) return 0;
  return list.filter((r) => (r as { status?: unknown } | null)?.status === "pending").length;
}

/** Pending reports, polled every 5 s for moderators and admins only; 0 for everyone else or on error. */
export function usePendingReportCount(): number {
  const { user } = useCurrentUser();
  const { data } = useSWR<unknown>(
    isStaff(userRoles(user)) ? PENDING_REPORTS_KEY : null,
    (url: string) => fetchOrNull<unknown>(url),
    { refreshInterval: HEADER_POLL_MS },
  );
  return countPending(data);
}
