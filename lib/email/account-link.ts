import { env } from "@/lib/env";

export type AccountLinkPath = "/verify-email" | "/reset-password" | "/verify-username-change" | "/verify-password-change";

/** The link a mail carries: APP_URL + page + the raw token (the only place the raw token goes). */
export function accountLink(path: AccountLinkPath, rawToken: string) {
  const url = new URL(path, env().APP_URL);
  url.searchParams.set("token", rawToken);
  return url.toString();
}
