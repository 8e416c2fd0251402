import "server-only";
import { RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getDb, type Db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { DatabaseLimiterStore } from "./database-store";
import { LIMITS, type LimitName } from "./limits";
import { redisClient } from "./redis-client";

const store = globalThis as unknown as { __pvLimiters?: WeakMap<object, Map<LimitName, RateLimiterAbstract>> };

/** One limiter per name and database (tests swap databases per file); Redis when REDIS_URL is set. */
export function limiter(name: LimitName): RateLimiterAbstract {
  const db: Db = getDb();
  store.__pvLimiters ??= new WeakMap();
  let byName = store.__pvLimiters.get(db);
  if (!byName) store.__pvLimiters.set(db, (byName = new Map()));
  let found = byName.get(name);
  if (!found) {
    const opts = { keyPrefix: `pv:${name}`, ...LIMITS[name] };
    const client = redisClient();
    found = client
      ? new RateLimiterRedis({ storeClient: client, ...opts })
      : new DatabaseLimiterStore({ storeClient: db, schema: rateLimits, clearExpiredByTimeout: false, ...opts });
    byName.set(name, found);
  }
  return found;
}
