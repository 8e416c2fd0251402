import { isDatabaseUnavailable } from "@/lib/database-errors";
import { AppError } from "@/lib/errors";
import { UNAVAILABLE_DIGEST, UNAVAILABLE_TEXT, UNAVAILABLE_TITLE } from "@/lib/unavailable-copy";

/**
 * Database outages, the same under any server (plain `next start`, `npm start`'s workers, a serverless host).
 * A page cannot choose its own status in Next's app router: an error thrown before the first byte answers 500 with
 * app/error.tsx (or global-error.tsx), one thrown later is streamed inside a 200. So:
 *  - a page's database read goes through `pageData`, which turns an outage into an error with a known digest (error.tsx
 *    and global-error.tsx then show 'temporarily unavailable') and records it; a handler's outage is recorded by
 *    withRoute, which answers it 503 itself;
 *  - for OUTAGE_RETRY_AFTER_SECONDS after an outage was recorded, proxy.ts answers page GETs with `unavailablePage()`:
 *    503, Retry-After, the same text, rendered without the database;
 *  - the page that meets the outage itself (and one every few seconds while it lasts) is rendered by Next as a 500
 *    with the readable text: under a Node server, lib/server-edge.ts turns that 500 into a 503 with Retry-After and
 *    no-store as its head is written, since the outage is recorded by then.
 * The record lives on globalThis: the proxy and the pages are bundled apart by Next, so each loads this file as a
 * module of its own in one process.
 */
const store = globalThis as unknown as { __pvOutageAt?: number };

/** Seconds a client is told to wait (Retry-After) when a page or call answers 503 for an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** What a call (withRoute) answers during an outage: 503 JSON with its code and Retry-After. */
export const outageError = () =>
  new AppError("UNAVAILABLE", "The service is temporarily unavailable. Please try again shortly.", {
    retryAfter: OUTAGE_RETRY_AFTER_SECONDS,
  });

export function recordOutage(now = Date.now()): void {
  store.__pvOutageAt = now;
}

/** Whether an outage was met less than OUTAGE_RETRY_AFTER_SECONDS ago. */
export function recentOutage(now = Date.now()): boolean {
  const at = store.__pvOutageAt ?? 0;
  return at > 0 && now - at >= 0 && now - at < OUTAGE_RETRY_AFTER_SECONDS * 1000;
}

export class DatabaseUnavailableError extends Error {
  readonly digest = UNAVAILABLE_DIGEST;
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
  }
}

/** Runs a page's read; an outage becomes a DatabaseUnavailableError (the digest error.tsx recognises), recorded. */
export async function pageData<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) throw error;
    recordOutage();
    throw new DatabaseUnavailableError(error);
  }
}

// The page proxy.ts answers while the database is down: static, so it needs neither the database nor a render.
// Light and dark follow the system; the text is the one error.tsx shows for the same outage.
const HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${UNAVAILABLE_TITLE} | People's Verdict</title><meta name="robots" content="noindex">
<style>:root{color-scheme:light dark}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fff;color:#0a0a0a}
@media (prefers-color-scheme:dark){body{background:#0a0a0a;color:#fafafa}}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:inherit}</style>
</head><body><main data-error="${UNAVAILABLE_DIGEST}"><h1>${UNAVAILABLE_TITLE}</h1><p>${UNAVAILABLE_TEXT.replaceAll("'", "&#39;")}</p><p><a href="">Try again</a></p></main></body></html>`;

export function unavailablePage(): Response {
  return new Response(HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}
