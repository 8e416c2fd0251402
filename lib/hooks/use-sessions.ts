import { useQuery } from "@/lib/api/query";
import { SESSIONS_KEY } from "@/lib/api/query-keys";
import type { AccountSession } from "@/lib/sessions/types";

/** GET /api/auth/sessions: the account's own sessions, starting from the server-rendered list. */
export function useSessions(initial: AccountSession[]) {
  return useQuery<AccountSession[]>(SESSIONS_KEY, { fallbackData: initial });
}
