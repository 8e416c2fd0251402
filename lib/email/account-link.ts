import { safeFrom } from "@/lib/safe-redirect";
import { siteUrl } from "@/lib/site-url";

type AccountLinkPath = "/verify-email" | "/reset-password" | "/verify-username-change" | "/verify-password-change";

/**
 * The link a mail carries: APP_URL + page + the raw token (the only place the raw token goes), and `from` (where
 * sign-in started) when it is a same-site path; the page checks it again on use.
 */
export function accountLink(path: AccountLinkPath, rawToken: string, from?: string) {
  const url = siteUrl(path);
  url.searchParams.set("token", rawToken);
  const back = from === undefined ? "/" : safeFrom(from);
  if (back !== "/") url.searchParams.set("from", back);
  return url.toString();
}
