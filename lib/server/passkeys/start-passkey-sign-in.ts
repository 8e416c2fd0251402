import "server-only";
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { relyingParty } from "./relying-party";
import { storeChallenge } from "./store-challenge";
import { CHALLENGE_TTL_MS } from "./challenge-purpose";

/**
 * The options for navigator.credentials.get() to sign in with a passkey alone: no credential named (the browser
 * offers the discoverable ones it holds for this site), user verification required. Each costs a point of the
 * address's passkeyChallenge budgets, since each is a stored challenge.
 */
export async function startPasskeySignIn({ ip }: { ip: string | null }) {
  await consumeAddressLimits("passkeyChallenge", ip);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge({ challenge: options.challenge, purpose: "sign-in", userId: null });
  return options;
}
