import { isDatabaseUnavailable } from "@/lib/api/db-errors";
import { OUTAGE_RETRY_AFTER_SECONDS, outageCount, outageWithin, recordOutage } from "@/lib/outage-record";
import { UNAVAILABLE_DIGEST } from "@/lib/unavailable-copy";

/**
 * Pages during a database outage (issue 12 item 4). A page cannot choose its own status in Next's app router: an
 * error thrown before the first byte answers 500 with app/error.tsx (or global-error.tsx), one thrown later is
 * streamed inside a 200 (Next 16 knows only 404/403/401 interrupts, redirects and 500). So a page's database read
 * goes through `pageData`, which turns an outage into an error with a known digest and records it:
 *  - error.tsx and global-error.tsx show 'temporarily unavailable' for that digest, under any server;
 *  - proxy.ts answers page requests 503 itself, with Retry-After, for a few seconds after an outage was recorded,
 *    under any server (lib/unavailable-page.ts);
 *  - scripts/start.ts also answers the page that met the outage 503 instead of 500 (unavailableStatus below);
 *  - the visitors' page copy keeps no page rendered while an outage was recorded.
 * So under plain `next start` (a serverless host) only the page that first meets an outage, and then one every
 * OUTAGE_RETRY_AFTER_SECONDS while it lasts, answers Next's 500, with the same readable text.
 */
export const PAGE_RETRY_AFTER_SECONDS = OUTAGE_RETRY_AFTER_SECONDS;
/** How long after a recorded outage a 500 page is taken for one of its answers. */
const OUTAGE_WINDOW_MS = 10_000;

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

/** How many outages pages have met in this process: a page copy made while it changed is not kept. */
export const pageOutageCount = outageCount;

/** The status to answer instead of a page's 500 that an outage caused (503), or undefined to keep it. */
export function unavailableStatus(status: number, now = Date.now()): 503 | undefined {
  return status === 500 && outageWithin(OUTAGE_WINDOW_MS, now) ? 503 : undefined;
}
