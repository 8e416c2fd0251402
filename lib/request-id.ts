// Every request has an id (decisions.md, 'Deployment') on its answer and its log lines. An answer a shared cache may
// keep (a visitor's page, a public list, a static file) carries an id the server made: a kept copy goes to other
// visitors, and the id a client chose must not reach them (issue 34 item 1); the caller's own id then goes into the
// log lines only (callerRequestId). An answer for the asker alone (signed in, private) carries the caller's
// X-Request-Id when it is a sane token (a load balancer's or a client's). Edge-safe: proxy.ts uses it.
export const REQUEST_ID_HEADER = "x-request-id";
/** The caller's own id, handed to a page whose answer goes by the server's: set or removed by the proxy alone. */
export const CALLER_REQUEST_ID_HEADER = "x-pv-caller-request-id";
const SANE = /^[A-Za-z0-9._-]{8,128}$/;

/** A fresh id, made by the server: the one an answer that may be shared goes by. */
export const newRequestId = (): string => crypto.randomUUID();

/** The caller's X-Request-Id when it is a sane token; undefined otherwise. */
export const callerRequestId = (given: string | string[] | null | undefined): string | undefined =>
  typeof given === "string" && SANE.test(given) ? given : undefined;

/** The id a private answer goes by, from the value of its X-Request-Id header (if any). */
export function requestIdOf(given: string | string[] | null | undefined): string {
  return callerRequestId(given) ?? newRequestId();
}

export const requestIdFrom = (headers: Headers): string => requestIdOf(headers.get(REQUEST_ID_HEADER));
