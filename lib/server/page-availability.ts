import { isDatabaseUnavailable } from "@/lib/api/db-errors";
import { UNAVAILABLE_DIGEST } from "@/lib/unavailable-copy";

/**
 * Pages during a database outage (issue 12 item 4). A page cannot choose its own status in Next's app router: an
 * error thrown before the first byte answers 500 with app/error.tsx (or global-error.tsx), one thrown later is
 * streamed inside a 200 (Next 16 knows only 404/403/401 interrupts, redirects and 500). So a page's database read
 * goes through `pageData`, which turns an outage into an error with a known digest and records it:
 *  - error.tsx and global-error.tsx show 'temporarily unavailable' for that digest, under any server;
 *  - scripts/start.ts answers such a page 503 with Retry-After instead of 500 (unavailableStatus below);
 *  - the visitors' page copy keeps no page rendered while an outage was recorded.
 * Under plain `next start` (a serverless host) the page is the same readable one, with status 500.
 */
export const PAGE_RETRY_AFTER_SECONDS = 5;
/** How long after a recorded outage a 500 page is taken for one of its answers. */
const OUTAGE_WINDOW_MS = 10_000;

// on globalThis: scripts/start.ts and the pages Next bundles load this file as two modules in one process
const store = globalThis as unknown as { __pvPageOutages?: { count: number; at: number } };
const outages = () => (store.__pvPageOutages ??= { count: 0, at: 0 });

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
    const seen = outages();
    seen.count += 1;
    seen.at = Date.now();
    throw new DatabaseUnavailableError(error);
  }
}

/** How many outages pages have met in this process: a page copy made while it changed is not kept. */
export function pageOutageCount(): number {
  return outages().count;
}

/** The status to answer instead of a page's 500 that an outage caused (503), or undefined to keep it. */
export function unavailableStatus(status: number, now = Date.now()): 503 | undefined {
  const { at } = outages();
  return status === 500 && at > 0 && now - at < OUTAGE_WINDOW_MS ? 503 : undefined;
}
