const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57P01", // admin shutdown
  "57P02",
  "57P03", // cannot connect now
  "53300", // too many connections
  "57014", // statement timeout
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

type Coded = { code?: unknown; message?: unknown; cause?: unknown };

function* causes(error: unknown): Generator<Coded> {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    yield e as Coded;
    e = (e as Coded).cause;
  }
}

/**
 * The database is down, unreachable, frozen (pg's client-side query_timeout: "Query read timeout"), or the pool is
 * exhausted: answer 503, do not hang.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (/timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|^Query read timeout$|is not queryable/i.test(message)) return true;
  }
  return false;
}

/** A unique constraint refused the row: the caller turns this into a 409. */
export function uniqueViolation(error: unknown): string | null {
  for (const e of causes(error)) {
    if (e.code === "23505") return String((e as { constraint?: unknown }).constraint ?? "unique");
  }
  return null;
}
