// The attacker's proof of work for scripts/ops/bench-sybil.ts: solved in this process with altcha-lib's own solver
// (as the tests do: tests/fixtures/pow.ts), so its CPU counts as the client's.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge } from "altcha-lib/types";

/** The `altcha` field for a registration from `from`, or null when the app asks for no proof of work. */
export async function solveChallengeFor(base: string, from: string): Promise<string | null> {
  const res = await fetch(`${base}/api/auth/challenge`, { headers: { "x-forwarded-for": from } });
  if (res.status === 404) return null;
  if (res.status !== 200) return "refused";
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) return "unsolved";
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
