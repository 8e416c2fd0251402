import "server-only";
import { rateLimited } from "@/lib/errors";
import { limiter } from "./limiter";
import { LIMITS, type LimitName } from "./limits";

/** Refuses with 429 when the limit is already used up, without counting (failed logins count only on failure). */
export async function checkLimit(name: LimitName, key: string | number) {
  const res = await limiter(name).get(String(key));
  if (res && res.consumedPoints >= LIMITS[name].points) throw rateLimited(res.msBeforeNext / 1000);
}
