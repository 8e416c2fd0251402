import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { limiter } from "./limiter";
import type { LimitName } from "./limits";

/**
 * Counts one attempt like consumeLimit; instead of throwing a 429 past the limit, answers the seconds until the next
 * attempt is allowed (0: counted within the limit).
 */
export async function tryLimit(name: LimitName, key: string | number): Promise<number> {
  try {
    await limiter(name).consume(String(key));
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext / 1000);
    throw error;
  }
}
