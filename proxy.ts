import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session-config";
import { AppError, errorBody, notFound } from "@/lib/errors";
import {
  CALLER_REQUEST_ID_HEADER,
  callerRequestId,
  newRequestId,
  REQUEST_ID_HEADER,
  requestIdFrom,
} from "@/lib/request-id";
import { recentOutage, unavailablePage } from "@/lib/outage";
import { methodNotAllowed, PAGE_METHODS, refusedOnPage, STATIC_FILE } from "@/lib/page-methods";
import { withFrom } from "@/lib/safe-redirect";
import { newNonce, securityHeaders } from "@/lib/security-headers";
import {
  HIDDEN_FROM_PROXY_VARY,
  NEXT_ROUTER_HEADERS,
  SHARED_CACHE_HEADER,
  SHARED_FOR_A_FEW_SECONDS,
} from "@/lib/cache-policy";

// Pages a visitor without a session cookie is sent away from before any page code runs.
// Pages and handlers check the session themselves too; this only saves a round trip. /create is gated like the others
// (decisions.md, 'Debates'): the login page shows document 2's 'Authentication Required' toast for from=create-debate.
// Sign-in carries the way back (`from`: the page and its query), so signing in lands where the visitor was going.
const GATED: Array<[prefix: string, to: (req: NextRequest) => string]> = [
  ["/create", () => "/login?from=create-debate"],
  ["/inbox", backToLogin],
  ["/moderation", backToLogin],
  ["/admin", backToLogin],
  ["/profile", () => "/"],
];

function backToLogin(req: NextRequest): string {
  return withFrom("/login", `${req.nextUrl.pathname}${req.nextUrl.search}`);
}

/** Where a path that does not decode is sent: no page lives there, so Next renders app/not-found.tsx with a 404. */
const BAD_PATH = "/_pv/bad-path";

function undecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** What the page sees of the request: Next reads the nonce from its CSP header and stamps it on its own scripts. */
function pageRequestHeaders(
  req: NextRequest,
  nonce: string,
  headers: Record<string, string>,
  requestId: string,
): Headers {
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  // the caller's own id, when the answer goes by the server's: for the page's log lines only (instrumentation.ts)
  const caller = callerRequestId(req.headers.get(REQUEST_ID_HEADER));
  if (caller && caller !== requestId) requestHeaders.set(CALLER_REQUEST_ID_HEADER, caller);
  else requestHeaders.delete(CALLER_REQUEST_ID_HEADER);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  return requestHeaders;
}

/**
 * A page a shared cache may keep: what is asked for without a session cookie is the same for every visitor. Not a
 * request of Next's client router (lib/cache-policy.ts): the ones the proxy sees (a middleware prefetch, Next-Url) are
 * never shared, and the ones Next hides from it are named in the answer's Vary (see proxy). Not the demo mailbox,
 * which changes with every mail sent, nor the appeal page. Redirects and the outage 503 never get here; a render that
 * fails (500) carries the header too, but no shared cache stores a 500 (deploy/varnish/cdn.vcl).
 */
function sharedCacheable(req: NextRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // /appeal shows a person's own moderation decision to whoever holds its signed link: never kept by a shared cache
  const { pathname } = req.nextUrl;
  if (NEXT_ROUTER_HEADERS.some((name) => req.headers.has(name))) return false;
  return !req.cookies.has(SESSION_COOKIE) && !pathname.startsWith("/dev/") && pathname !== "/appeal";
}

/** The answer with the headers every page and answer carries, and its request id. */
function stamped<R extends Response>(res: R, headers: Record<string, string>, requestId: string): R {
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  res.headers.set(REQUEST_ID_HEADER, requestId);
  return res;
}

/** A refusal the proxy answers itself: the JSON error body every handler's refusal has (lib/errors.ts). */
const refusal = (error: AppError, headers?: Record<string, string>) =>
  NextResponse.json(errorBody(error), { status: error.status, headers });

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  // a static file is kept by every cache: its id is the server's (lib/request-id.ts)
  if (STATIC_FILE.test(pathname)) return NextResponse.next({ headers: { [REQUEST_ID_HEADER]: newRequestId() } });
  const api = pathname.startsWith("/api/");
  // the matcher sends here only the /api/ paths that hold a '%': one that decodes goes on to its handler untouched
  if (api && !undecodable(pathname)) return NextResponse.next();
  // APP_URL as set: unset, the request's own origin decides (env() would give its http://localhost default); and the
  // proxy, run before every page, does without lib/env.ts's zod
  // eslint-disable-next-line no-restricted-syntax -- for the reason above
  const appUrl = process.env.APP_URL;
  const nonce = newNonce();
  // the page's log lines (instrumentation.ts) and its answer carry the same id: the server's when it may be shared
  const shared = sharedCacheable(req);
  const requestId = shared ? newRequestId() : requestIdFrom(req.headers);
  const headers = securityHeaders(nonce, {
    https: (appUrl ?? req.nextUrl.origin).startsWith("https://"),
    dev: process.env.NODE_ENV === "development",
  });

  // Next would fail decoding a dynamic segment (a lone %ff, an overlong %C0%AF) with a bare 500 and no headers, before
  // any page or handler runs: the path names nothing, so it is a 404: JSON under /api/, else the not-found page
  if (api) return stamped(refusal(notFound()), headers, requestId);
  // pages take no POST (lib/page-methods.ts). Under a Node server lib/server-edge.ts has answered this already, before
  // Next read the body; this answer is for a host that runs the proxy without that server
  if (refusedOnPage(req.method, pathname))
    return stamped(refusal(methodNotAllowed(), { Allow: PAGE_METHODS }), headers, requestId);
  // the database was found down a moment ago (lib/outage.ts): a 503 at once, under any server, rather than a
  // render that waits for it and ends in Next's 500
  if ((req.method === "GET" || req.method === "HEAD") && recentOutage())
    return stamped(unavailablePage(), headers, requestId);
  const requestHeaders = pageRequestHeaders(req, nonce, headers, requestId);
  if (undecodable(pathname))
    return stamped(
      NextResponse.rewrite(new URL(BAD_PATH, req.url), { request: { headers: requestHeaders } }),
      headers,
      requestId,
    );

  const gate = req.cookies.has(SESSION_COOKIE)
    ? undefined
    : GATED.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (gate) return stamped(NextResponse.redirect(new URL(gate[1](req), req.url)), headers, requestId);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  if (shared) {
    res.headers.set(SHARED_CACHE_HEADER, SHARED_FOR_A_FEW_SECONDS);
    res.headers.set("Vary", HIDDEN_FROM_PROXY_VARY);
  }
  return stamped(res, headers, requestId);
}

// /api/ only where a path holds a '%' (it may not decode): every handler goes through withRoute, which makes the same
// cross-site and JSON checks and stamps the same headers (lib/api/with-route.ts). Running the proxy on every call cost
// about 0.8 ms of CPU, a quarter of a vote (docs/benchmark.md). Next's own answers under /api/ get static headers from
// next.config.ts; methods a route does not take answer through lib/api/method-not-allowed.ts.
export const config = {
  matcher: [{ source: "/((?!api/).*)" }, { source: "/api/:rest(.*%.*)" }],
};
