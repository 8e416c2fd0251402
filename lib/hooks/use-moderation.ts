import { mutateQuery, useQuery } from "@/lib/api/query";
import { ACTIONS_PATH, APPEALS_PATH, PENDING_REPORTS_KEY, REPORTS_PATH } from "@/lib/api/query-keys";
import { HEADER_POLL_MS } from "@/lib/hooks/use-unread-count";
import type { AppealView } from "@/lib/appeals/types";
import type { ModerationActionView, ReportView } from "@/lib/moderation/types";
import { refreshStaffLists, useStaffList } from "./use-moderation-paged";
import { fetchPendingCount } from "./use-pending-reports";

type Range = { from?: string; to?: string };

/** GET /api/moderation/reports, newest first, paged by cursor. */
export function useReports(range: Range, status?: string) {
  return useStaffList<ReportView>(REPORTS_PATH, { ...range, status, limit: 20 });
}

/** GET /api/moderation/actions, newest first, paged by cursor. */
export function useModerationActions(range: Range) {
  return useStaffList<ModerationActionView>(ACTIONS_PATH, { ...range, limit: 25 });
}

/** Pending reports for the tab's badge: the header's own query (one key, one poll). */
export function usePendingCount(): number | null {
  const { data } = useQuery(PENDING_REPORTS_KEY, { fetcher: fetchPendingCount, refreshInterval: HEADER_POLL_MS });
  return data ?? null;
}

/** After a report changes: the reports lists, the tab's badge and the header's count. */
export function useRefreshReports() {
  return () => Promise.all([refreshStaffLists(REPORTS_PATH), mutateQuery(PENDING_REPORTS_KEY)]);
}

export function useRefreshActions() {
  return () => refreshStaffLists(ACTIONS_PATH);
}

/** GET /api/moderation/appeals, pending first, paged by cursor (X-Pending-Count: the pending appeals overall). */
export function useAppeals(status?: string) {
  return useStaffList<AppealView>(APPEALS_PATH, { status, limit: 20 });
}

export function useRefreshAppeals() {
  return () => Promise.all([refreshStaffLists(APPEALS_PATH), refreshStaffLists(ACTIONS_PATH)]);
}
