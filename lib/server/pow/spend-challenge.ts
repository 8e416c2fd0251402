import "server-only";
import { once } from "node:events";
import { lt } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { spentChallenges } from "@/lib/db/schema";
import { redisClient } from "@/lib/server/limits/redis-client";

/**
 * How long a spent challenge's record outlives the challenge. A replay checked at the expiry instant is still
 * spent later (a request later, a clock read later): were the record gone by then, the replay would take its place.
 */
const SPENT_KEPT_PAST_EXPIRY_MS = 15 * 60_000;

/**
 * Marks a challenge spent until well past its expiry; false when it already was (a replay). `now` is the instant its
 * solution was checked at. One atomic statement: in Redis (when REDIS_URL is set; PXAT needs Redis 6.2) a SET NX
 * that expires after the challenge, otherwise an insert into spent_challenges, after a delete (by its index) of the
 * rows whose challenge expired longer ago than that.
 */
export async function spendChallenge(nonce: string, expiresAt: Date, now = new Date()): Promise<boolean> {
  const redis = redisClient();
  if (redis) {
    // the client queues nothing while it connects (enableOfflineQueue off): the first call waits for it, 2 s at most
    if (redis.status !== "ready") await once(redis, "ready", { signal: AbortSignal.timeout(2000) });
    const until = expiresAt.getTime() + SPENT_KEPT_PAST_EXPIRY_MS;
    return (await redis.set(`pv:pow:${nonce}`, "1", "PXAT", until, "NX")) === "OK";
  }
  const db = getDb();
  await db
    .delete(spentChallenges)
    .where(lt(spentChallenges.expiresAt, new Date(now.getTime() - SPENT_KEPT_PAST_EXPIRY_MS)));
  const spent = await db
    .insert(spentChallenges)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: spentChallenges.nonce });
  return spent.length === 1;
}
