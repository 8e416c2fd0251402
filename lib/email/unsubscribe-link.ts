import { env } from "@/lib/env";

/** The one-click unsubscribe page for an address, as product mail links it (and its List-Unsubscribe header). */
export function unsubscribeLink(email: string) {
  const url = new URL("/unsubscribe", env().APP_URL);
  url.searchParams.set("email", email);
  return url.toString();
}
