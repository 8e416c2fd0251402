import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { limiter } from "./limiter";
import type { LimitName } from "./limits";

/** Counts one attempt like consumeLimit; answers false past the limit instead of throwing a 429. */
export async function tryLimit(name: LimitName, key: string | number): Promise<boolean> {
  try {
    await limiter(name).consume(String(key));
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
