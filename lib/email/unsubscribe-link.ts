import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { badRequest } from "@/lib/errors";
import { siteUrl } from "@/lib/site-url";
import { isId } from "@/lib/validation/fields";

/**
 * The address the List-Unsubscribe header names: RFC 8058 one-click, signed so only our mail can unsubscribe a user.
 */
const ONE_CLICK_PATH = "/api/auth/unsubscribe/one-click";

// a key of its own, derived from SESSION_SECRET, so a signature here is worth nothing anywhere else
const key = () => createHmac("sha256", env().SESSION_SECRET).update("pv:unsubscribe-link:v1").digest();
const sign = (userId: number) => createHmac("sha256", key()).update(`unsubscribe:${userId}`).digest("base64url");

/**
 * Whether `sig` is our signature of this user id (constant-time; no expiry: the link works as long as the mail exists).
 */
function verifyUnsubscribeSignature(userId: number, sig: string): boolean {
  const expected = Buffer.from(sign(userId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The one-click address of a user (path and query), as the signed /unsubscribe page's button POSTs it. */
export const oneClickPath = (userId: number, sig: string) =>
  `${ONE_CLICK_PATH}?${new URLSearchParams({ u: String(userId), sig })}`;

/**
 * A user's unsubscribe links, both signed: `page`, the /unsubscribe page whose one button unsubscribes (the link in
 * product mail's body and in the mail /unsubscribe's form sends), and `oneClick`, the address of the List-Unsubscribe
 * header (with List-Unsubscribe-Post, see unsubscribeHeaders). A GET of either changes nothing.
 */
export function unsubscribeLinks(user: { id: number; email: string }) {
  const query = `?${new URLSearchParams({ u: String(user.id), sig: sign(user.id) })}`;
  return {
    page: siteUrl(`/unsubscribe${query}`).toString(),
    oneClick: siteUrl(`${ONE_CLICK_PATH}${query}`).toString(),
  };
}

/** RFC 8058: the signed https address, and the header that tells the mail provider it may POST to it in one click. */
export const unsubscribeHeaders = (oneClick: string) => ({
  "List-Unsubscribe": `<${oneClick}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const INVALID_UNSUBSCRIBE_LINK = "Invalid unsubscribe link";

/** The user id of a signed one-click link, or 400 for anything we did not sign. */
export function userOfUnsubscribeLink(u: string | null, sig: string | null): number {
  const id = u && /^[1-9][0-9]{0,9}$/.test(u) ? Number(u) : NaN;
  if (!isId(id) || !sig || !verifyUnsubscribeSignature(id, sig)) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
  return id;
}
