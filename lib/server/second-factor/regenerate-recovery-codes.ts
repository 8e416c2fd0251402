import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { accountFactors } from "@/lib/server/second-factor/account-factors";
import type { ConfirmIdentityInput } from "@/lib/validation/second-factor";
import { confirmIdentity } from "./confirm-identity";
import { NOT_ON } from "./disable-second-factor";
import { replaceRecoveryCodes } from "./replace-recovery-codes";

/** Ten new recovery codes in place of the old ones (which stop working), with the password or a code. */
export async function regenerateRecoveryCodes(
  actor: Pick<Actor, "id">,
  input: ConfirmIdentityInput,
  ip: string | null,
): Promise<{ recoveryCodes: string[] }> {
  if (!(await accountFactors(actor.id)).totp) throw conflict(NOT_ON);
  await confirmIdentity(actor, input, ip);
  return { recoveryCodes: await getDb().transaction((tx) => replaceRecoveryCodes(tx, actor.id)) };
}
