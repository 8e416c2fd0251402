import "server-only";
import { env } from "@/lib/env";

/**
 * A link into the site, for mail and notices: always on APP_URL (in demo mode its default, http://localhost:PORT), so
 * the mail sent while answering a request and the mail sent later by the closing job, outside any request, link the
 * same origin (docs/deploy.md 'Mail links'). A request's Host never chooses it: a forged Host must never put a reset
 * link's token on someone else's site.
 */
export function siteUrl(path: string): URL {
  return new URL(path, env().APP_URL);
}
