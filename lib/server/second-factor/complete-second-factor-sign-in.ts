import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { assertCanLogIn } from "@/lib/server/accounts/assert-can-log-in";
import { openAccountSession } from "@/lib/server/accounts/open-account-session";
import { spendChallenge } from "@/lib/server/pow/spend-challenge";
import { verifyCode } from "./verify-code";

const SIGN_IN_EXPIRED = "Your sign-in has expired: enter your email or username and password again";
const INVALID_CODE = "Invalid code: enter the newest code from your authenticator app, or an unused recovery code";

/**
 * The sign-in's second step: the pending sign-in's account (lib/auth/pending-sign-in.ts) and its code (an
 * authenticator's or an unused recovery code, counted per account and per address and network), then the session,
 * which records that its second factor was just checked (openAccountSession). The pending sign-in is spent by the
 * session it opens.
 */
export async function completeSecondFactorSignIn({
  pending,
  code,
  ip,
  userAgent = null,
  deviceToken,
}: {
  pending: { userId: number; rememberMe: boolean; nonce: string; expiresAt: number } | null;
  code: string;
  ip: string | null;
  userAgent?: string | null;
  deviceToken: string;
}) {
  if (!pending) throw new AppError("AUTH_REQUIRED", SIGN_IN_EXPIRED);
  const { userId, rememberMe } = pending;
  const [account] = await getDb()
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      status: users.status,
      emailVerified: users.emailVerified,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || account.status === "deleted") throw new AppError("AUTH_REQUIRED", SIGN_IN_EXPIRED);
  const kind = await verifyCode({ userId, code, ip, wrong: () => new AppError("INVALID_CREDENTIALS", INVALID_CODE) });
  await assertCanLogIn(account);
  // the pending sign-in completes once: the same cookie with another good code opens nothing more
  if (!(await spendChallenge(`sign-in:${pending.nonce}`, new Date(pending.expiresAt))))
    throw new AppError("AUTH_REQUIRED", SIGN_IN_EXPIRED);

  const opened = await openAccountSession({ account, rememberMe, userAgent, deviceToken, secondFactorAt: Date.now() });
  return { ...opened, usedRecoveryCode: kind === "recovery" };
}
