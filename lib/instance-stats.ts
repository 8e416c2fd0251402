// What this server process saw in the last hour, for /api/health's detail: how long queries waited
// for a database connection, the mail that could not go out, its last close sweep. Per process, like the pool it
// describes; kept on globalThis so every route bundle of the process shares one record.
const HOUR_MS = 3_600_000;
// a bound on memory whatever the traffic: past it the oldest samples go first
const MAX_SAMPLES = 20_000;

/** Samples oldest first; those before `head` are dropped already (cut off in one go later). */
type Samples<T> = { items: T[]; head: number };
type Stats = { waits: Samples<{ at: number; ms: number }>; mailFailures: Samples<number>; lastSweepAt: number | null };
const store = globalThis as unknown as { __pvInstanceStats?: Stats };
const stats = () =>
  (store.__pvInstanceStats ??= {
    waits: { items: [], head: 0 },
    mailFailures: { items: [], head: 0 },
    lastSweepAt: null,
  });

/**
 * Drops what is older than an hour or past the bound. The dropped front is cut off only once it is as long as what is
 * kept: a list at its bound (a busy process's query waits) would otherwise shift 20,000 items on every query.
 */
function keepLastHour<T>(samples: Samples<T>, at: (item: T) => number, now: number) {
  const { items } = samples;
  while (
    samples.head < items.length &&
    (now - at(items[samples.head]) > HOUR_MS || items.length - samples.head > MAX_SAMPLES)
  )
    samples.head++;
  if (samples.head > 0 && samples.head >= items.length - samples.head) {
    items.splice(0, samples.head);
    samples.head = 0;
  }
}

const kept = <T>({ items, head }: Samples<T>) => (head ? items.slice(head) : items);

/** A query or transaction waited `ms` for its connection from the pool. */
export function recordConnectionWait(ms: number, now = Date.now()) {
  const { waits } = stats();
  waits.items.push({ at: now, ms });
  keepLastHour(waits, (w) => w.at, now);
}

export function recordMailFailure(now = Date.now()) {
  const { mailFailures } = stats();
  mailFailures.items.push(now);
  keepLastHour(mailFailures, (at) => at, now);
}

export function recordSweep(now = Date.now()) {
  stats().lastSweepAt = now;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const rounded = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

export function instanceStats(now = Date.now()) {
  const { waits, mailFailures, lastSweepAt } = stats();
  // recording only trims the front (cheap); a read counts exactly
  const recent = (at: number) => now - at <= HOUR_MS;
  const sorted = kept(waits)
    .filter((w) => recent(w.at))
    .map((w) => w.ms)
    .sort((a, b) => a - b);
  return {
    connectionWaitsLastHour: {
      count: sorted.length,
      p50Ms: rounded(percentile(sorted, 50)),
      p99Ms: rounded(percentile(sorted, 99)),
      maxMs: rounded(sorted.at(-1) ?? null),
    },
    mailFailuresLastHour: kept(mailFailures).filter(recent).length,
    lastSweepAt: lastSweepAt === null ? null : new Date(lastSweepAt).toISOString(),
  };
}

/** Tests only: forget everything. */
export function resetInstanceStats() {
  store.__pvInstanceStats = undefined;
}
