// What this server process saw in the last hour, for /api/health's detail (issue 29 item 4): how long queries waited
// for a database connection, the mail that could not go out, its last close sweep. Per process, like the pool it
// describes; kept on globalThis so every route bundle of the process shares one record.
const HOUR_MS = 3_600_000;
// a bound on memory whatever the traffic: past it the oldest samples go first
const MAX_SAMPLES = 20_000;

type Stats = { waits: { at: number; ms: number }[]; mailFailures: number[]; lastSweepAt: number | null };
const store = globalThis as unknown as { __pvInstanceStats?: Stats };
const stats = () => (store.__pvInstanceStats ??= { waits: [], mailFailures: [], lastSweepAt: null });

function keepLastHour<T>(list: T[], at: (item: T) => number, now: number) {
  let drop = 0;
  while (drop < list.length && (now - at(list[drop]) > HOUR_MS || list.length - drop > MAX_SAMPLES)) drop++;
  if (drop) list.splice(0, drop);
}

/** A query or transaction waited `ms` for its connection from the pool. */
export function recordConnectionWait(ms: number, now = Date.now()) {
  const { waits } = stats();
  waits.push({ at: now, ms });
  keepLastHour(waits, (w) => w.at, now);
}

export function recordMailFailure(now = Date.now()) {
  const { mailFailures } = stats();
  mailFailures.push(now);
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
  const sorted = waits
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
    mailFailuresLastHour: mailFailures.filter(recent).length,
    lastSweepAt: lastSweepAt === null ? null : new Date(lastSweepAt).toISOString(),
  };
}

/** Tests only: forget everything. */
export function resetInstanceStats() {
  store.__pvInstanceStats = undefined;
}
