import "server-only";
import { verifySolution } from "altcha-lib";
import type { Payload } from "altcha-lib/types";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { AppError } from "@/lib/errors";
import { powPayloadSchema } from "@/lib/validation/pow";
import { powSettings } from "./pow-settings";
import { spendChallenge } from "./spend-challenge";

const REQUIRED =
  "Creating an account needs a solved security check: get a challenge from GET /api/auth/challenge, solve it and send it as `altcha`.";
const FAILED = "The security check failed. Solve a new challenge and try again.";
const EXPIRED = "The security check has expired. Solve a new challenge and try again.";
const USED = "This security check was already used. Solve a new challenge and try again.";

const failed = (message: string) => new AppError("CHALLENGE_FAILED", message);

function decode(altcha: string): unknown {
  try {
    return JSON.parse(Buffer.from(altcha, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Checks a registration's proof of work (`altcha`, base64 JSON as the altcha widget sends it) and spends it: 400
 * CHALLENGE_REQUIRED without one; 400 CHALLENGE_FAILED when it is malformed, wrong, expired or already used.
 */
export async function assertProofOfWork(altcha: string | undefined) {
  if (!altcha) throw new AppError("CHALLENGE_REQUIRED", REQUIRED);
  const raw = decode(altcha);
  const parsed = powPayloadSchema.safeParse(raw);
  if (!parsed.success) throw failed(FAILED);
  const { nonce, expiresAt } = parsed.data.challenge.parameters;
  const { hmacSignatureSecret, hmacKeySignatureSecret } = powSettings();
  // one clock read for the check and the spend: altcha reads its own after this one, so "not expired" holds at `now`
  const now = new Date();
  // the signature covers every parameter, so the raw object is what is checked, not zod's copy of it
  const original = raw as Payload;
  const result = await verifySolution({
    challenge: original.challenge,
    solution: original.solution,
    deriveKey,
    hmacSignatureSecret,
    hmacKeySignatureSecret,
  }).catch(() => ({ verified: false, expired: false }));
  if (result.expired) throw failed(EXPIRED);
  if (!result.verified) throw failed(FAILED);
  if (!(await spendChallenge(nonce, new Date(expiresAt * 1000), now))) throw failed(USED);
}
