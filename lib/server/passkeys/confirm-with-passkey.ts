import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import { badRequest, rateLimited } from "@/lib/errors";
import { tryAgainIn } from "@/lib/try-again-in";
import { resetLimit } from "@/lib/server/limits/reset-limit";
import { tryLimit } from "@/lib/server/limits/try-limit";
import { stampSession } from "@/lib/server/second-factor/stamp-session";
import type { PasskeyConfirmInput } from "@/lib/validation/passkeys";
import { answeredChallenge } from "./answered-challenge";
import { findPasskeyAccount } from "./find-passkey-account";
import { takeChallenge } from "./take-challenge";
import { verifyPasskeyAnswer } from "./verify-passkey-answer";

const EXPIRED = "This passkey request has expired or was already used. Please try again.";
const NOT_YOURS = "That passkey could not confirm it's you. Use one of this account's passkeys.";

/**
 * Sudo mode by passkey (POST /api/auth/passkeys/confirm): the answer must sign this account's own challenge with one
 * of its own passkeys; then the session's second factor is fresh (secondFactorAt) for the next 15 minutes. Failures
 * count against the account's failed sign-ins, as a wrong code does.
 */
export async function confirmWithPasskey(actor: Pick<Actor, "id" | "sessionKey">, { response }: PasskeyConfirmInput) {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge({ challenge, purpose: "sign-in", userId: actor.id })))
    throw badRequest(EXPIRED);
  const wait = await tryLimit("loginAccount", `user:${actor.id}`);
  if (wait) throw rateLimited(wait, `Too many failed checks for this account. ${tryAgainIn(wait)}`);
  const found = await findPasskeyAccount(response.id);
  const info = found?.account.id === actor.id ? await verifyPasskeyAnswer(response, challenge, found.passkey) : null;
  if (!found || !info) throw badRequest(NOT_YOURS);
  await Promise.all([
    getDb()
      .update(passkeys)
      .set({ counter: info.newCounter, backedUp: info.credentialBackedUp, lastUsedAt: new Date() })
      .where(eq(passkeys.id, found.passkey.id)),
    resetLimit("loginAccount", `user:${actor.id}`),
    stampSession(actor.sessionKey, "secondFactorAt"),
  ]);
  return { message: "Confirmed: you can go ahead for the next 15 minutes", method: "passkey" as const };
}
