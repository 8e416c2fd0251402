// Every request has an id (decisions.md, 'Deployment'): the caller's X-Request-Id when it is a sane token (a load
// balancer's or a client's), a fresh one otherwise. Answers carry it back; the request's log lines carry it.
// Edge-safe: proxy.ts uses it.
export const REQUEST_ID_HEADER = "x-request-id";
const SANE = /^[A-Za-z0-9._-]{8,128}$/;

/** The id a request goes by, from the value of its X-Request-Id header (if any). */
export function requestIdOf(given: string | string[] | null | undefined): string {
  return typeof given === "string" && SANE.test(given) ? given : crypto.randomUUID();
}

export const requestIdFrom = (headers: Headers): string => requestIdOf(headers.get(REQUEST_ID_HEADER));
