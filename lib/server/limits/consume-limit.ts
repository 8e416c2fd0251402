import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { rateLimited } from "@/lib/errors";
import { limiter } from "./limiter";
import type { LimitName } from "./limits";

/** Counts one attempt; past the limit throws a 429 with Retry-After. */
export async function consumeLimit(name: LimitName, key: string | number) {
  try {
    await limiter(name).consume(String(key));
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext / 1000);
    throw error;
  }
}
