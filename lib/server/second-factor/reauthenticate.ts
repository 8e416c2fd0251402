import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { badRequest } from "@/lib/errors";
import type { SudoMethod } from "@/lib/second-factor/types";
import { hasSecondFactor } from "@/lib/server/has-second-factor";
import type { ConfirmIdentityInput } from "@/lib/validation/second-factor";
import { CODE_REQUIRED } from "@/lib/validation/second-factor";
import { WRONG_CODE } from "./confirm-identity";
import { stampSession } from "./stamp-session";
import { verifyCode } from "./verify-code";
import { verifyOwnPassword } from "./verify-own-password";

/**
 * Opens sudo mode on this session for 15 minutes (POST /api/auth/sudo): an account with a second factor gives a code
 * (its password is not enough), one without gives its password. Each is counted as at sign-in.
 */
export async function reauthenticate(
  actor: Pick<Actor, "id" | "sessionKey">,
  { code, password }: ConfirmIdentityInput,
  ip: string | null,
): Promise<SudoMethod> {
  if (await hasSecondFactor(actor.id)) {
    if (!code) throw badRequest(CODE_REQUIRED, { code: CODE_REQUIRED });
    await verifyCode({ userId: actor.id, code, ip, wrong: () => badRequest(WRONG_CODE, { code: WRONG_CODE }) });
    await stampSession(actor.sessionKey, "secondFactorAt");
    return "code";
  }
  if (!password) throw badRequest("Password is required", { password: "Password is required" });
  await verifyOwnPassword(actor.id, password, ip);
  await stampSession(actor.sessionKey, "sudoAt");
  return "password";
}
