import "server-only";
import { lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeyChallenges } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/tokens";
import { readyRedis } from "./ready-redis";
import { CHALLENGE_TTL_MS, type ChallengePurpose } from "./challenge-purpose";

/**
 * Keeps a challenge just issued until it is answered or CHALLENGE_TTL_MS has passed (only its SHA-256): in Redis
 * when REDIS_URL is set (a key that expires by itself), otherwise a passkey_challenge row, after a delete (by its
 * index) of the rows already expired.
 */
export async function storeChallenge({
  challenge,
  purpose,
  userId,
}: {
  challenge: string;
  purpose: ChallengePurpose;
  userId: number | null;
}) {
  const hash = hashToken(challenge);
  const redis = await readyRedis();
  if (redis) {
    await redis.set(`pv:passkey:${purpose}:${hash}`, String(userId ?? ""), "PX", CHALLENGE_TTL_MS);
    return;
  }
  const db = getDb();
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  await db.insert(passkeyChallenges).values({
    challengeHash: hash,
    purpose,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_MS / 1000})`,
  });
}
