import useSWR from "swr";
import { SESSIONS_KEY } from "@/lib/api/swr-keys";
import type { AccountSession } from "@/lib/sessions/types";

/** GET /api/auth/sessions: the account's own sessions, starting from the server-rendered list. */
export function useSessions(initial: AccountSession[]) {
  return useSWR<AccountSession[]>(SESSIONS_KEY, { fallbackData: initial });
}
