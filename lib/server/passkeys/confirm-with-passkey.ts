import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { stampSession } from "@/lib/server/second-factor/stamp-session";
import type { PasskeyConfirmInput } from "@/lib/validation/passkeys";
import { verifyOwnPasskey } from "./verify-own-passkey";

/**
 * Sudo mode by passkey (POST /api/auth/passkeys/confirm): one of the account's own passkeys signed its own challenge
 * (verifyOwnPasskey); then the session's second factor is fresh (secondFactorAt) for the next 15 minutes.
 */
export async function confirmWithPasskey(actor: Pick<Actor, "id" | "sessionKey">, { response }: PasskeyConfirmInput) {
  await verifyOwnPasskey(actor, response);
  await stampSession(actor.sessionKey, "secondFactorAt");
  return { message: "Confirmed: you can go ahead for the next 15 minutes", method: "passkey" as const };
}
