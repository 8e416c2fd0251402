import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import { AppError, rateLimited } from "@/lib/errors";
import { tryAgainIn } from "@/lib/try-again-in";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";
import { resetLimit } from "@/lib/server/limits/reset-limit";
import { tryLimit } from "@/lib/server/limits/try-limit";
import type { LoginInput } from "@/lib/validation/auth";
import { assertCanLogIn } from "./assert-can-log-in";
import { findAccountByLogin } from "./find-account-by-login";
import { loginNameKey } from "./login-name-key";
import { accountFactors } from "@/lib/server/second-factor/account-factors";
import { openAccountSession } from "./open-account-session";

const INVALID_LOGIN = "Invalid email or password";
const nameLocked = (seconds: number) => `Too many failed sign-ins with this name. ${tryAgainIn(seconds)}`;
const accountLocked = (seconds: number) =>
  `Too many failed sign-ins for this account: it is locked for now. ${tryAgainIn(seconds)}`;

/**
 * Every attempt is counted before its password is checked (one atomic statement per counter), so a burst sent at once
 * checks at most 10 passwords per name as typed and 100 per address: per address (and its network: limits.ts), per name
 * as typed (429 past it, saying when to try again) and per account (per address only when the address is known:
 * lib/api/client-ip.ts). An account locked under one of its names (its username, say) is still checked under its other
 * (its email), within that name's own count: a wrong password answers 401 as for any address, so the answer never tells
 * which email belongs to a locked-out username (decisions.md 'Accounts'); the right one answers 429 saying when the
 * lock ends, never a session. A success gives the address its point back and clears the name's and
 * the account's counts; so does a password reset (resetPassword).
 */
export async function logIn({
  emailOrUsername,
  password,
  rememberMe = false,
  ip,
  userAgent = null,
  deviceToken,
}: LoginInput & {
  ip: string | null;
  userAgent?: string | null;
  /** the device cookie's token (lib/auth/device-cookie.ts) */
  deviceToken: string;
}) {
  await consumeAddressLimits("login", ip);
  const nameKey = loginNameKey(emailOrUsername);
  const nameWait = await tryLimit("loginAccount", nameKey);
  if (nameWait) throw rateLimited(nameWait, nameLocked(nameWait));
  const account = await findAccountByLogin(emailOrUsername);
  const accountWait = account ? await tryLimit("loginAccount", `user:${account.id}`) : 0;

  // an unknown name pays for one dummy verify, so its time says nothing either
  const ok = await verifyPassword(account?.passwordHash, password);
  if (!account || !ok) throw new AppError("INVALID_CREDENTIALS", INVALID_LOGIN);
  if (accountWait) throw rateLimited(accountWait, accountLocked(accountWait));
  await Promise.all([
    refundAddressLimits("login", ip),
    resetLimit("loginAccount", nameKey),
    resetLimit("loginAccount", `user:${account.id}`),
  ]);
  await assertCanLogIn(account);
  // an account with a second factor gets no session yet: its code comes next (completeSecondFactorSignIn)
  if ((await accountFactors(account.id)).totp) return { secondFactor: { userId: account.id, rememberMe } } as const;

  return openAccountSession({ account, rememberMe, userAgent, deviceToken });
}
