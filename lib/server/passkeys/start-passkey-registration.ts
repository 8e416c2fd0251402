import "server-only";
import { eq } from "drizzle-orm";
import { generateRegistrationOptions, type AuthenticatorTransportFuture } from "@simplewebauthn/server";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { relyingParty } from "./relying-party";
import { storeChallenge } from "./store-challenge";
import { userHandle } from "./user-handle";
import { CHALLENGE_TTL_MS } from "./challenge-purpose";

/**
 * The options for navigator.credentials.create(): a discoverable credential with user verification (so the passkey
 * alone signs in, and counts as two factors), none of the account's own passkeys again; its challenge kept for
 * finishPasskeyRegistration.
 */
export async function startPasskeyRegistration(actor: Actor | null) {
  const user = requireUser(actor);
  const { rpID, rpName } = relyingParty();
  const own = await getDb()
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.username,
    userDisplayName: user.username,
    userID: userHandle(user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: own.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge({ challenge: options.challenge, purpose: "register", userId: user.id });
  return options;
}
