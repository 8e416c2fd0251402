import { useQuery } from "@/lib/api/query";
import { SECOND_FACTOR_KEY } from "@/lib/api/query-keys";
import type { SecondFactorStatus } from "@/lib/second-factor/types";

/** GET /api/auth/second-factor: the account's own second factor. */
export function useSecondFactor() {
  return useQuery<SecondFactorStatus>(SECOND_FACTOR_KEY);
}
