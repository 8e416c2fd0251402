import "server-only";
import { AppError, badRequest, rateLimited } from "@/lib/errors";
import { tryAgainIn } from "@/lib/try-again-in";
import { assertCanLogIn } from "@/lib/server/accounts/assert-can-log-in";
import { openAccountSession } from "@/lib/server/accounts/open-account-session";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";
import { resetLimit } from "@/lib/server/limits/reset-limit";
import { tryLimit } from "@/lib/server/limits/try-limit";
import type { PasskeySignInInput } from "@/lib/validation/passkeys";
import { answeredChallenge } from "./answered-challenge";
import { findPasskeyAccount } from "./find-passkey-account";
import { recordPasskeyUse } from "./record-passkey-use";
import { takeChallenge } from "./take-challenge";
import { userHandle } from "./user-handle";
import { verifyPasskeyAnswer } from "./verify-passkey-answer";

const EXPIRED = "This passkey request has expired or was already used. Please try again.";
const NOT_RECOGNISED = "This passkey could not be used to sign in. Use another passkey or your password.";
const accountLocked = (seconds: number) =>
  `Too many failed sign-ins for this account: it is locked for now. ${tryAgainIn(seconds)}`;

/**
 * Signs in with a discoverable passkey alone, as logIn does with a password (docs/decisions/0025-passkeys.md): the
 * attempt counts against the address's login budgets first and the account's failed sign-ins; the challenge is
 * spent (one use, unexpired); the signature, origin, relying party, user verification and counter are checked, then
 * the counter, backup flag and last use are stored. Banned, suspended and unverified accounts stay out as with a
 * password. The session records the passkey as its second factor (secondFactorAt); a new device is mailed.
 */
export async function signInWithPasskey({
  response,
  rememberMe = false,
  ip,
  userAgent = null,
  deviceToken,
}: PasskeySignInInput & { ip: string | null; userAgent?: string | null; deviceToken: string }) {
  await consumeAddressLimits("login", ip);
  const challenge = answeredChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge({ challenge, purpose: "sign-in", userId: null }))) throw badRequest(EXPIRED);

  const found = await findPasskeyAccount(response.id);
  if (!found) throw new AppError("INVALID_CREDENTIALS", NOT_RECOGNISED);
  const { account } = found;
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandle(account.id)).toString("base64url"))
    throw new AppError("INVALID_CREDENTIALS", NOT_RECOGNISED);
  const accountWait = await tryLimit("loginAccount", `user:${account.id}`);
  const info = await verifyPasskeyAnswer(response, challenge, found.passkey);
  if (!info) throw new AppError("INVALID_CREDENTIALS", NOT_RECOGNISED);
  if (accountWait) throw rateLimited(accountWait, accountLocked(accountWait));

  await Promise.all([
    recordPasskeyUse(found.passkey.id, info),
    refundAddressLimits("login", ip),
    resetLimit("loginAccount", `user:${account.id}`),
  ]);
  await assertCanLogIn(account);
  return openAccountSession({ account, rememberMe, userAgent, deviceToken, secondFactorAt: Date.now() });
}
