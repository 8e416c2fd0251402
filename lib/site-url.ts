import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { isLoopbackUrl } from "@/lib/demo-exposure";
import { env } from "@/lib/env";

// the Host of the request being answered (withRoute sets it); mail sent after the answer (after()) keeps it
const requestHost = new AsyncLocalStorage<string | null>();

/** Runs `fn` as the answer to a request that came to `host` (its Host header). */
export const withRequestHost = <T>(host: string | null, fn: () => T): T => requestHost.run(host, fn);

/**
 * A link into the site, for mail and notices: on APP_URL when the operator set it. Without APP_URL (a demo on this
 * machine) on the loopback host the request came to, so a demo opened at 127.0.0.1 is not mailed `localhost` links
 * (another cookie jar: the session is lost). Any other Host is ignored: a forged Host must never
 * put a reset link's token on someone else's site.
 */
export function siteUrl(path: string): URL {
  const { APP_URL, APP_URL_SET } = env();
  const host = APP_URL_SET ? null : requestHost.getStore()?.toLowerCase();
  if (host) {
    const here = `http://${host}`;
    if (isLoopbackUrl(here) && URL.canParse(here) && new URL(here).host === host) return new URL(path, here);
  }
  return new URL(path, APP_URL);
}
