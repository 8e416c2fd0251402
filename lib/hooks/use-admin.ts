import { useQuery } from "@/lib/api/query";
import {
  ADMIN_USERS_PATH,
  adminUserDetailKey,
  ANALYTICS_KEY,
  SIGNALS_KEY,
  type UserDetailKind,
} from "@/lib/api/query-keys";
import type { AdminUserView, Analytics, DebateSignals } from "@/lib/moderation/types";
import { refreshStaffLists, useStaffList } from "./use-moderation-paged";

type UserFilters = { search?: string; role?: string; status?: string; mailboxShared?: string; group?: string };

/** GET /api/admin/users with search, role, status, shared-mailbox and signal-group filters, paged by cursor. */
export function useAdminUsers(filters: UserFilters, limit = 20) {
  return useStaffList<AdminUserView>(ADMIN_USERS_PATH, { ...filters, limit });
}

/** Refetches every user list on the page (a role or status change can move a user between lists). */
export const refreshAdminUsers = () => refreshStaffLists(ADMIN_USERS_PATH);

/** GET /api/admin/users/{id}/activity, /username-history or /punishment-history; null skips. */
export function useAdminUserDetail<T>(userId: number | null, kind: UserDetailKind) {
  return useQuery<T>(userId ? adminUserDetailKey(userId, kind) : null, { revalidateOnMount: true });
}

/** GET /api/admin/analytics */
export function useAnalytics() {
  return useQuery<Analytics>(ANALYTICS_KEY, { revalidateOnMount: true });
}

/** GET /api/moderation/signals: the open debates with the most ballots and their signals of manipulation. */
export function useVoteSignals() {
  return useQuery<DebateSignals[]>(SIGNALS_KEY, { revalidateOnMount: true });
}
