import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { badRequest } from "@/lib/errors";
import type { ConfirmIdentityInput } from "@/lib/validation/second-factor";
import { verifyCode } from "./verify-code";
import { verifyOwnPassword } from "./verify-own-password";

export const WRONG_CODE = "That code is not right, or it was already used";

/** The caller's password or one of its codes (each counted as at sign-in): which one passed. */
export async function confirmIdentity(
  actor: Pick<Actor, "id">,
  { code, password }: ConfirmIdentityInput,
  ip: string | null,
): Promise<"code" | "password"> {
  if (code) {
    await verifyCode({ userId: actor.id, code, ip, wrong: () => badRequest(WRONG_CODE, { code: WRONG_CODE }) });
    return "code";
  }
  await verifyOwnPassword(actor.id, password ?? "", ip);
  return "password";
}
