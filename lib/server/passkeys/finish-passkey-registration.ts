import "server-only";
import { verifyRegistrationResponse, type RegistrationResponseJSON } from "@simplewebauthn/server";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { AppError, badRequest } from "@/lib/errors";
import type { AddPasskeyInput } from "@/lib/validation/passkeys";
import { answeredChallenge } from "./answered-challenge";
import { passkeyColumns, toAccountPasskey } from "./passkey-columns";
import { relyingParty } from "./relying-party";
import { takeChallenge } from "./take-challenge";

const EXPIRED = "This passkey request has expired or was already used. Please try again.";
const NOT_VERIFIED = "The passkey could not be verified. Please try again.";

/**
 * Checks the browser's answer to startPasskeyRegistration's options (its challenge spent whatever the outcome: one
 * use only) and keeps the new passkey under the name given: its credential id, public key, counter, transports and
 * backup flags. A credential already registered (by anyone) answers 409.
 */
export async function finishPasskeyRegistration(actor: Actor | null, { name, response }: AddPasskeyInput) {
  const user = requireUser(actor);
  const challenge = answeredChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge({ challenge, purpose: "register", userId: user.id })))
    throw badRequest(EXPIRED);
  const { rpID, origin } = relyingParty();
  let info;
  try {
    const verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    info = verification.verified ? verification.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) throw badRequest(NOT_VERIFIED);
  const { credential } = info;
  const [row] = await getDb()
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name,
    })
    .onConflictDoNothing()
    .returning(passkeyColumns);
  if (!row) throw new AppError("CONFLICT", "This passkey is already registered.");
  return toAccountPasskey(row);
}
