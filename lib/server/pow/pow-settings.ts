import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";

/** How long a challenge stays solvable; a spent one is kept this long at most. */
const TTL_SECONDS = 15 * 60;

/**
 * The proof of work asked at registration (docs/decisions/0016-proof-of-work.md): altcha-lib's deterministic mode
 * over PBKDF2-SHA-256. The two HMAC secrets are derived from SESSION_SECRET, so rotating it voids open challenges.
 */
export function powSettings() {
  const { SESSION_SECRET, POW_COST, POW_MAX_COUNTER } = env();
  const secret = (purpose: string) => createHmac("sha256", SESSION_SECRET).update(`pv:pow:${purpose}`).digest("hex");
  return {
    algorithm: "PBKDF2/SHA-256",
    cost: POW_COST,
    maxCounter: POW_MAX_COUNTER,
    ttlSeconds: TTL_SECONDS,
    hmacSignatureSecret: secret("challenge"),
    hmacKeySignatureSecret: secret("key"),
  };
}
