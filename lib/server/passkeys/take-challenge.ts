import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeyChallenges } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/tokens";
import { readyRedis } from "./ready-redis";
import type { ChallengePurpose } from "./challenge-purpose";

/**
 * Spends a challenge the browser's answer names: true once, when it was issued for this purpose (and this account,
 * for a registration) and has not expired; false for an unknown, expired, other person's or already-answered one.
 * One atomic step either way (Redis GETDEL, needs Redis 6.2; or a DELETE ... RETURNING), so two answers at once
 * cannot both spend it.
 */
export async function takeChallenge({
  challenge,
  purpose,
  userId,
}: {
  challenge: string;
  purpose: ChallengePurpose;
  userId: number | null;
}): Promise<boolean> {
  const hash = hashToken(challenge);
  const redis = await readyRedis();
  if (redis) {
    const owner = await redis.getdel(`pv:passkey:${purpose}:${hash}`);
    return owner !== null && owner === String(userId ?? "");
  }
  const taken = await getDb()
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hash),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ hash: passkeyChallenges.challengeHash });
  return taken.length === 1;
}
