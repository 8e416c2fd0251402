import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { accountFactors } from "@/lib/server/second-factor/account-factors";
import type { ConfirmIdentityInput } from "@/lib/validation/second-factor";
import { confirmIdentity } from "./confirm-identity";
import { eraseSecondFactor } from "./erase-second-factor";

export const NOT_ON = "Two-factor authentication is not on";

/** Turns the authenticator off, with the password or a code: its secret and recovery codes are erased. */
export async function disableSecondFactor(actor: Pick<Actor, "id">, input: ConfirmIdentityInput, ip: string | null) {
  if (!(await accountFactors(actor.id)).totp) throw conflict(NOT_ON);
  await confirmIdentity(actor, input, ip);
  await getDb().transaction((tx) => eraseSecondFactor(tx, actor.id));
}
