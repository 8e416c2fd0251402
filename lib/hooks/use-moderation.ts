import useSWR, { useSWRConfig } from "swr";
import { PENDING_REPORTS_KEY } from "@/lib/api/query-keys";
import { HEADER_POLL_MS } from "@/lib/hooks/use-unread-count";
import type { ModerationActionView, ReportView } from "@/lib/moderation/types";
import { fetchStaffPage, refreshStaffLists, useStaffList } from "./use-moderation-paged";

export const REPORTS_PATH = "/api/moderation/reports";
export const ACTIONS_PATH = "/api/moderation/actions";
/** The dashboard's Reports badge: one row, the count from X-Pending-Count. */
export const PENDING_COUNT_KEY = `${REPORTS_PATH}?status=pending&limit=1`;

export type Range = { from?: string; to?: string };

/** GET /api/moderation/reports, newest first, paged by cursor. */
export function useReports(range: Range, status?: string) {
  return useStaffList<ReportView>(REPORTS_PATH, { ...range, status, limit: 20 });
}

/** GET /api/moderation/actions, newest first, paged by cursor. */
export function useModerationActions(range: Range) {
  return useStaffList<ModerationActionView>(ACTIONS_PATH, { ...range, limit: 25 });
}

/** Pending reports for the tab's badge, polled like the header's count. */
export function usePendingCount(): number | null {
  const { data } = useSWR(PENDING_COUNT_KEY, fetchStaffPage<ReportView>, { refreshInterval: HEADER_POLL_MS });
  if (!data) return null;
  return data.pending ?? data.total ?? data.items.length;
}

/** After a report changes: the reports lists, the tab's badge and the header's count. */
export function useRefreshReports() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([refreshStaffLists(REPORTS_PATH), mutate(PENDING_COUNT_KEY), mutate(PENDING_REPORTS_KEY)]);
}

export function useRefreshActions() {
  return () => refreshStaffLists(ACTIONS_PATH);
}
