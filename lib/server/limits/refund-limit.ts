import "server-only";
import { limiter } from "./limiter";
import type { LimitName } from "./limits";

/**
 * Gives back one point taken by consumeLimit, for an attempt that turned out not to count (a duplicate vote).
 * Consuming first and refunding after keeps the limit exact under concurrency: the count is one atomic
 * statement, so no two requests can both see the last free place.
 */
export async function refundLimit(name: LimitName, key: string | number) {
  await limiter(name).reward(String(key), 1);
}
