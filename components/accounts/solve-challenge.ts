// The registration's proof-of-work solver: a chunk of its own, loaded only by /register's form (never by a visitor's
// page). altcha-lib's solver over the browser's WebCrypto PBKDF2, run as a few interleaved chains: each derivation
// runs on the browser's crypto threads, so the chains use several cores and the page's own thread stays free.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Challenge } from "altcha-lib/types";
import { apiRequest } from "@/lib/api/client";

const MAX_CHAINS = 4;

export type SolvedChallenge = {
  /** the register call's `altcha`: base64 JSON of the challenge and its solution, as the altcha widget sends it */
  payload: string;
  /** when the server stops accepting it (epoch ms) */
  expiresAt: number;
  /** how long the solving took, in ms */
  ms: number;
};

/** Fetches a challenge from GET /api/auth/challenge and solves it; rejects when `signal` aborts or the fetch fails. */
export async function solveServerChallenge(signal: AbortSignal): Promise<SolvedChallenge> {
  // a form gone before this chunk arrived spends none of the address's challenges
  signal.throwIfAborted();
  const challenge = (await (await apiRequest("GET", "/api/auth/challenge")).json()) as Challenge;
  const started = performance.now();
  const chains = Math.min(Math.max(navigator.hardwareConcurrency || 2, 1), MAX_CHAINS);
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener("abort", stop);
  try {
    const found = await Promise.all(
      Array.from({ length: chains }, (_, i) =>
        solveChallenge({ challenge, deriveKey, controller, counterStart: i, counterStep: chains }).then((solution) => {
          if (solution) stop();
          return solution;
        }),
      ),
    );
    const solution = found.find((s) => s !== null);
    if (!solution) throw new Error(signal.aborted ? "aborted" : "The security check took too long.");
    return {
      payload: btoa(JSON.stringify({ challenge, solution })),
      expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    signal.removeEventListener("abort", stop);
  }
}
