import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";

/** How long one key epoch lasts: a hash made in one week never equals the hash of the same prefix in another. */
const ADDRESS_EPOCH_MS = 7 * 24 * 3600_000;

// the key derived from SESSION_SECRET, made once per secret rather than once per hash (a vote hashes its address and
// networks three times)
let derived: { from: string; key: string } | undefined;
function derivedKey(sessionSecret: string) {
  if (derived?.from !== sessionSecret) {
    derived = {
      from: sessionSecret,
      key: createHmac("sha256", sessionSecret).update("pv-address-hash").digest("base64url"),
    };
  }
  return derived.key;
}

/**
 * The keyed hash that stands for a client address or network wherever one is kept (limit keys, an account's
 * registration network; an account the integrity ledger has counted: record-refusal.ts): HMAC-SHA256 with
 * ADDRESS_HASH_SECRET (or a key derived from SESSION_SECRET) over the key epoch, the kind and the value, 128 bits in
 * base64url. Without the secret it names no address; with it, only within its epoch
 * (docs/decisions/0015-networks-and-mailboxes.md).
 */
export function addressHash(kind: "ip" | "net" | "wide" | "account", value: string, at = Date.now()): string {
  const { ADDRESS_HASH_SECRET, SESSION_SECRET } = env();
  const secret = ADDRESS_HASH_SECRET ?? derivedKey(SESSION_SECRET);
  const epoch = Math.floor(at / ADDRESS_EPOCH_MS);
  return createHmac("sha256", secret).update(`${epoch}|${kind}|${value}`).digest("base64url").slice(0, 22);
}
