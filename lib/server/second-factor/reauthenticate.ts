import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { badRequest } from "@/lib/errors";
import type { SudoMethod } from "@/lib/second-factor/types";
import { accountFactors } from "./account-factors";
import type { ConfirmIdentityInput } from "@/lib/validation/second-factor";
import { CODE_REQUIRED } from "@/lib/validation/second-factor";
import { WRONG_CODE } from "./confirm-identity";
import { stampSession } from "./stamp-session";
import { verifyCode } from "./verify-code";
import { verifyOwnPassword } from "./verify-own-password";

const USE_PASSKEY = "Confirm it's you with your passkey";

/**
 * Opens sudo mode on this session for 15 minutes (POST /api/auth/sudo): an account with a second factor gives a code
 * (its password is not enough), one without gives its password. Each is counted as at sign-in.
 */
export async function reauthenticate(
  actor: Pick<Actor, "id" | "sessionKey">,
  { code, password }: ConfirmIdentityInput,
  ip: string | null,
): Promise<SudoMethod> {
  const factors = await accountFactors(actor.id);
  if (factors.totp) {
    if (!code) throw badRequest(CODE_REQUIRED, { code: CODE_REQUIRED });
    await verifyCode({ userId: actor.id, code, ip, wrong: () => badRequest(WRONG_CODE, { code: WRONG_CODE }) });
    await stampSession(actor.sessionKey, "secondFactorAt");
    return "code";
  }
  // a passkey is the factor: confirmed through POST /api/auth/passkeys/confirm, never by the password
  if (factors.passkey) throw badRequest(USE_PASSKEY, { password: USE_PASSKEY });
  if (!password) throw badRequest("Password is required", { password: "Password is required" });
  await verifyOwnPassword(actor.id, password, ip);
  await stampSession(actor.sessionKey, "sudoAt");
  return "password";
}
