// A request's error is logged once, as one line (decisions.md 'Deployment'). For a failing page Next's production
// server first prints the error itself (RouteModule.onRequestError -> console.error(' ⨯', error): a multi-line dump
// that a log collector splits into one entry per line), then hands the same object to instrumentation.ts's
// onRequestError, which logs our line (several times for one render: the server components' pass and the HTML's).
// So console.error holds back a call that prints an Error for a moment, and drops it once onRequestError has logged
// that very object; any other error still prints, just later. onRequestError logs each object once.
const logged = new WeakSet<object>();

/** True the first time for an error (it is then remembered), false after: the caller logs it only when true. */
export function firstLog(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return true;
  if (logged.has(error)) return false;
  logged.add(error);
  return true;
}

/** How long a printed error waits for onRequestError, which Next calls right after printing it. */
const HOLD_MS = 1000;

/**
 * Makes `target.error` drop Next's printout of an error onRequestError logs (once per process: lib/server-start.ts).
 */
export function skipRepeatedErrorDumps(target: Pick<Console, "error"> = console, holdMs = HOLD_MS) {
  const print = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    const errors = args.filter((a): a is Error => a instanceof Error);
    if (errors.length === 0) return print(...args);
    setTimeout(() => {
      if (!errors.some((e) => logged.has(e))) print(...args);
    }, holdMs);
  };
}
