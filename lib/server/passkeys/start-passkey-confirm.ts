import "server-only";
import { generateAuthenticationOptions, type AuthenticatorTransportFuture } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import { conflict } from "@/lib/errors";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { CHALLENGE_TTL_MS } from "./challenge-purpose";
import { relyingParty } from "./relying-party";
import { storeChallenge } from "./store-challenge";

const NO_PASSKEY = "This account has no passkey: confirm it's you another way";

/**
 * The options for navigator.credentials.get() to confirm it is the signed-in owner (sudo mode): only this account's
 * passkeys are allowed, and the challenge is bound to the account, so it can neither sign anyone in nor confirm
 * another account (docs/decisions/0025-passkeys.md).
 */
export async function startPasskeyConfirm(actor: Pick<Actor, "id">, ip: string | null) {
  await consumeAddressLimits("passkeyChallenge", ip);
  const own = await getDb()
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id));
  if (own.length === 0) throw conflict(NO_PASSKEY);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: own.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
  });
  await storeChallenge({ challenge: options.challenge, purpose: "sign-in", userId: actor.id });
  return options;
}
