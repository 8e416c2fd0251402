import "server-only";
import { env } from "@/lib/env";

/**
 * The site as WebAuthn names it, from APP_URL: the relying party id is its host name (passkeys work on that host and
 * its subdomains), the expected origin its origin (scheme, host and port).
 */
export function relyingParty() {
  const url = new URL(env().APP_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: "People's Verdict" };
}
