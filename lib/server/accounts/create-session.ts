import "server-only";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/tokens";
import { sessionLifetimeSeconds } from "@/lib/auth/session";
import { parseUserAgent } from "./parse-user-agent";

/**
 * Opens a session row and returns the raw id for the sealed cookie (only its hash is stored), with the device its user
 * agent names (parsed; the agent string itself is not kept).
 */
export async function createSession({
  userId,
  rememberMe,
  userAgent,
  secondFactorAt,
}: {
  userId: number;
  rememberMe: boolean;
  userAgent?: string | null;
  /** epoch ms: the sign-in passed a second factor, or was a passkey's (docs/decisions/0024-second-factor.md) */
  secondFactorAt?: number;
}) {
  const sid = randomBytes(32).toString("base64url");
  await getDb()
    .insert(sessions)
    .values({
      sid: hashToken(sid),
      userId,
      sess: secondFactorAt === undefined ? { rememberMe } : { rememberMe, secondFactorAt },
      device: parseUserAgent(userAgent),
      expire: sql`now() + make_interval(secs => ${sessionLifetimeSeconds(rememberMe)})`,
    });
  return sid;
}
