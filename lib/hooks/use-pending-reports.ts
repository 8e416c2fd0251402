import { useState } from "react";
import { useQuery } from "@/lib/api/query";

import { PENDING_REPORTS_KEY } from "@/lib/api/query-keys";
import { useCurrentUser, userRoles } from "@/lib/hooks/use-current-user";
import { HEADER_POLL_MS } from "@/lib/hooks/use-unread-count";
import { isStaff } from "@/lib/roles";

/**
 * All pending reports, from the list call's X-Pending-Count (the list itself is paged); null when unknown. The body is
 * read to its end even though only the header counts: an unread body keeps the request open, so a staff page with
 * this poll never went idle.
 */
export async function fetchPendingCount(url: string, onRefused?: () => void): Promise<number | null> {
  const res = await fetch(url, { credentials: "include" });
  await res.arrayBuffer().catch(() => undefined);
  // a staff account staff's rule stops (403 SECOND_FACTOR_REQUIRED): asking every 5 s would only be refused again
  if (res.status === 403) onRefused?.();
  if (!res.ok) return null;
  const header = res.headers.get("X-Pending-Count");
  return header !== null && Number.isFinite(Number(header)) ? Number(header) : null;
}

/** Pending reports, polled every 5 s for moderators and admins only; 0 for everyone else or on error. */
export function usePendingReportCount(): number {
  const { user } = useCurrentUser();
  const [refused, setRefused] = useState(false);
  const { data } = useQuery<number | null>(isStaff(userRoles(user)) && !refused ? PENDING_REPORTS_KEY : null, {
    fetcher: (url) => fetchPendingCount(url, () => setRefused(true)),
    refreshInterval: HEADER_POLL_MS,
  });
  return data ?? 0;
}
