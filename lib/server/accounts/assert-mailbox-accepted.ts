import "server-only";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import { badRequest } from "@/lib/errors";

export const DISPOSABLE_EMAIL =
  "Disposable email addresses can't be used here. Please register with an address you keep, so the site can reach you.";

// Our own allowlist: domains of real, lasting mailboxes that a list of throwaway services might one day name by
// mistake; they always pass (docs/decisions/0015-networks-and-mailboxes.md).
const ALWAYS_ACCEPTED = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "fastmail.com",
  "fastmail.fm",
  "gmx.de",
  "gmx.net",
  "gmx.com",
  "web.de",
  "yandex.ru",
  "yandex.com",
  "mail.ru",
  "qq.com",
  "163.com",
  "aol.com",
  "zoho.com",
  "tuta.com",
  "tutanota.com",
]);

let blocklist: Set<string> | undefined;

/**
 * Refuses (400, on the email field) an address at a disposable-mail domain or any subdomain of one, from the
 * maintained list of disposable-email-domains-js; the allowlist above always passes.
 */
export function assertMailboxAccepted(email: string) {
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .toLowerCase()
    .replace(/\.$/, "");
  if (ALWAYS_ACCEPTED.has(domain)) return;
  blocklist ??= disposableEmailBlocklistSet();
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (blocklist.has(labels.slice(i).join("."))) throw badRequest(DISPOSABLE_EMAIL, { email: DISPOSABLE_EMAIL });
  }
}
