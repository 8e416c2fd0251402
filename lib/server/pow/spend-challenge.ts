import "server-only";
import { once } from "node:events";
import { lt } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { spentChallenges } from "@/lib/db/schema";
import { redisClient } from "@/lib/server/limits/redis-client";

/**
 * Marks a challenge spent until it expires; false when it already was (a replay). One atomic statement: in Redis
 * (when REDIS_URL is set; PXAT needs Redis 6.2) a SET NX that expires with the challenge, otherwise an insert into
 * spent_challenges, after a delete of the rows past their expiry (by its index).
 */
export async function spendChallenge(nonce: string, expiresAt: Date): Promise<boolean> {
  const redis = redisClient();
  if (redis) {
    // the client queues nothing while it connects (enableOfflineQueue off): the first call waits for it, 2 s at most
    if (redis.status !== "ready") await once(redis, "ready", { signal: AbortSignal.timeout(2000) });
    return (await redis.set(`pv:pow:${nonce}`, "1", "PXAT", expiresAt.getTime(), "NX")) === "OK";
  }
  const db = getDb();
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, new Date()));
  const spent = await db
    .insert(spentChallenges)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: spentChallenges.nonce });
  return spent.length === 1;
}
