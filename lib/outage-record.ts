// When this process last met a database outage (a page's read or an API call that found the database unavailable).
// Import-free, because the proxy, the pages Next bundles and scripts/start.ts each load this file as a module of their
// own in one process: the record lives on globalThis, which they share (checked under `next start` and npm start).
const store = globalThis as unknown as { __pvOutages?: { count: number; at: number } };
const record = () => (store.__pvOutages ??= { count: 0, at: 0 });

/** Seconds a client is told to wait (Retry-After) when a page or call answers 503 for an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export function recordOutage(now = Date.now()): void {
  const seen = record();
  seen.count += 1;
  seen.at = now;
}

/** How many outages this process has met: a page copy made while it changed is not kept. */
export const outageCount = (): number => record().count;

/** Whether an outage was met less than `windowMs` ago. */
export function outageWithin(windowMs: number, now = Date.now()): boolean {
  const { at } = record();
  return at > 0 && now - at >= 0 && now - at < windowMs;
}
