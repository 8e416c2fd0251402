import "server-only";
import { once } from "node:events";
import { redisClient } from "@/lib/server/limits/redis-client";

/** The Redis connection when REDIS_URL is set, connected (2 s at most, as spendChallenge waits); else undefined. */
export async function readyRedis() {
  const redis = redisClient();
  // the client queues nothing while it connects (enableOfflineQueue off): the first call waits for it
  if (redis && redis.status !== "ready") await once(redis, "ready", { signal: AbortSignal.timeout(2000) });
  return redis;
}
