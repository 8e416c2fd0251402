import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes for the mail link; only the SHA-256 is stored. */
export function newToken() {
  const raw = randomBytes(32).toString("base64url");
  return { raw, hash: hashToken(raw) };
}

export const hashToken = (raw: string) => createHash("sha256").update(raw).digest("hex");
