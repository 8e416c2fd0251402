import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

// A TOTP secret at rest: AES-256-GCM under a key derived from SESSION_SECRET (HKDF), so a copy of the database alone
// opens no authenticator. Changing SESSION_SECRET makes every stored secret unreadable: those accounts sign in with a
// recovery code and set the factor up again (docs/decisions/0024-second-factor.md).
const VERSION = "v1";

const key = () => Buffer.from(hkdfSync("sha256", env().SESSION_SECRET, "pv-second-factor", "totp secret v1", 32));

/** The base32 secret, sealed: `v1.iv.tag.ciphertext` (base64url). */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The base32 secret sealSecret sealed, or null when it does not open (another SESSION_SECRET, a damaged value). */
export function openSecret(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
