import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { assertCanLogIn } from "@/lib/server/accounts/assert-can-log-in";
import { createSession } from "@/lib/server/accounts/create-session";
import { getAccountUser } from "@/lib/server/accounts/get-account-user";
import { noteSignInDevice } from "@/lib/server/accounts/note-sign-in-device";
import type { NewDeviceSignIn } from "@/lib/server/accounts/send-new-device-mail";
import { verifyCode } from "./verify-code";

const SIGN_IN_EXPIRED = "Your sign-in has expired: enter your email or username and password again";
const INVALID_CODE = "Invalid code: enter the newest code from your authenticator app, or an unused recovery code";

/**
 * The sign-in's second step: the pending sign-in's account (lib/auth/pending-sign-in.ts) and its code (an
 * authenticator's or an unused recovery code, counted per account and per address and network), then the session,
 * which records that its second factor was just checked. The rest is as logIn's end: the device, last active, the
 * new-device mail.
 */
export async function completeSecondFactorSignIn({
  pending,
  code,
  ip,
  userAgent = null,
  deviceToken,
}: {
  pending: { userId: number; rememberMe: boolean } | null;
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

  const sid = await createSession({ userId, rememberMe, userAgent, secondFactorAt: Date.now() });
  const [{ newDevice }] = await Promise.all([
    noteSignInDevice({ userId, deviceToken }),
    getDb()
      .update(users)
      .set({ lastActive: sql`now()` })
      .where(eq(users.id, userId)),
  ]);
  const newDeviceMail: NewDeviceSignIn | null =
    newDevice && account.email ? { to: account.email, username: account.username, at: new Date(), userAgent } : null;
  return { sid, user: await getAccountUser(userId), newDeviceMail, usedRecoveryCode: kind === "recovery" };
}
