import "server-only";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { powSettings } from "./pow-settings";

/**
 * A new proof-of-work challenge for a registration, limited per address and network. Deterministic mode: the server
 * picks the number of attempts (1 to POW_MAX_COUNTER, uniformly: a known lower bound would let a solver skip to it),
 * derives its key once here and signs it, so a solution is checked with two HMACs and no derivation.
 */
export async function issueChallenge({ ip }: { ip: string | null }) {
  await consumeAddressLimits("challenge", ip);
  const settings = powSettings();
  return createChallenge({
    algorithm: settings.algorithm,
    cost: settings.cost,
    counter: randomInt(settings.maxCounter),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + settings.ttlSeconds,
    hmacSignatureSecret: settings.hmacSignatureSecret,
    hmacKeySignatureSecret: settings.hmacKeySignatureSecret,
  });
}
