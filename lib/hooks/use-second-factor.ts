import useSWR from "swr";
import type { SecondFactorStatus } from "@/lib/second-factor/types";

const SECOND_FACTOR_KEY = "/api/auth/second-factor";

/** GET /api/auth/second-factor: the account's own second factor. */
export function useSecondFactor() {
  return useSWR<SecondFactorStatus>(SECOND_FACTOR_KEY);
}
