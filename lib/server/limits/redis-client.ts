import "server-only";
import { Redis } from "ioredis";
import { env } from "@/lib/env";

const store = globalThis as unknown as { __pvRedis?: Redis };

/** The one Redis connection of the process when REDIS_URL is set (limits, spent challenges); otherwise undefined. */
export function redisClient(): Redis | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  store.__pvRedis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  return store.__pvRedis;
}
