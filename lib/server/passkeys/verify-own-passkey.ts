import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { badRequest, rateLimited } from "@/lib/errors";
import { tryAgainIn } from "@/lib/try-again-in";
import { resetLimit } from "@/lib/server/limits/reset-limit";
import { tryLimit } from "@/lib/server/limits/try-limit";
import type { PasskeySignInInput } from "@/lib/validation/passkeys";
import { answeredChallenge } from "./answered-challenge";
import { findPasskeyAccount } from "./find-passkey-account";
import { recordPasskeyUse } from "./record-passkey-use";
import { takeChallenge } from "./take-challenge";
import { verifyPasskeyAnswer } from "./verify-passkey-answer";

const EXPIRED = "This passkey request has expired or was already used. Please try again.";
const NOT_YOURS = "That passkey could not confirm it's you. Use one of this account's passkeys.";

/**
 * The signed-in owner confirmed with a passkey (sudo mode, deleting the account): the answer must sign this account's
 * own challenge (POST /api/auth/passkeys/confirm-options) with one of its own passkeys. Each try counts against the
 * account's failed sign-ins, as a wrong password or code does; a success clears them.
 */
export async function verifyOwnPasskey(actor: Pick<Actor, "id">, response: PasskeySignInInput["response"]) {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge({ challenge, purpose: "sign-in", userId: actor.id })))
    throw badRequest(EXPIRED);
  const wait = await tryLimit("loginAccount", `user:${actor.id}`);
  if (wait) throw rateLimited(wait, `Too many failed checks for this account. ${tryAgainIn(wait)}`);
  const found = await findPasskeyAccount(response.id);
  const info = found?.account.id === actor.id ? await verifyPasskeyAnswer(response, challenge, found.passkey) : null;
  if (!found || !info) throw badRequest(NOT_YOURS);
  await Promise.all([recordPasskeyUse(found.passkey.id, info), resetLimit("loginAccount", `user:${actor.id}`)]);
}
