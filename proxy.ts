import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session-config";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/request-id";
import { OUTAGE_RETRY_AFTER_SECONDS, outageWithin } from "@/lib/outage-record";
import { newNonce, securityHeaders } from "@/lib/security-headers";
import { unavailablePage } from "@/lib/unavailable-page";

// Pages a visitor without a session cookie is sent away from before any page code runs.
// Pages and handlers check the session themselves too; this only saves a round trip. /create is gated like the others
// (decisions.md, 'Debates'): the login page shows document 2's 'Authentication Required' toast for from=create-debate.
const GATED: Array<[prefix: string, to: string]> = [
  ["/create", "/login?from=create-debate"],
  ["/inbox", "/login"],
  ["/moderation", "/login"],
  ["/admin", "/login"],
  ["/profile", "/"],
];

const OUTAGE_RETRY_AFTER_MS = OUTAGE_RETRY_AFTER_SECONDS * 1000;

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
function pageRequestHeaders(req: NextRequest, nonce: string, headers: Record<string, string>, requestId: string): Headers {
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  return requestHeaders;
}

/** The answer with the headers every page and answer carries, and its request id. */
function stamped<R extends Response>(res: R, headers: Record<string, string>, requestId: string): R {
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  res.headers.set(REQUEST_ID_HEADER, requestId);
  return res;
}

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const api = pathname.startsWith("/api/");
  // the matcher sends here only the /api/ paths that hold a '%': one that decodes goes on to its handler untouched
  if (api && !undecodable(pathname)) return NextResponse.next();
  const appUrl = process.env.APP_URL;
  const nonce = newNonce();
  // the page's log lines (instrumentation.ts) and its answer carry the same id
  const requestId = requestIdFrom(req.headers);
  const headers = securityHeaders(nonce, {
    https: (appUrl ?? req.nextUrl.origin).startsWith("https://"),
    dev: process.env.NODE_ENV === "development",
  });

  // Next would fail decoding a dynamic segment (a lone %ff, an overlong %C0%AF) with a bare 500 and no headers, before
  // any page or handler runs: the path names nothing, so it is a 404: JSON under /api/, else the not-found page
  if (api) return stamped(NextResponse.json({ message: "Not found" }, { status: 404 }), headers, requestId);
  // the database was found down a moment ago (lib/outage-record.ts): a 503 at once, under any server, rather than a
  // render that waits for it and ends in Next's 500
  if ((req.method === "GET" || req.method === "HEAD") && outageWithin(OUTAGE_RETRY_AFTER_MS)) return stamped(unavailablePage(), headers, requestId);
  const requestHeaders = pageRequestHeaders(req, nonce, headers, requestId);
  if (undecodable(pathname)) return stamped(NextResponse.rewrite(new URL(BAD_PATH, req.url), { request: { headers: requestHeaders } }), headers, requestId);

  const gate = req.cookies.has(SESSION_COOKIE)
    ? undefined
    : GATED.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  const res = gate ? NextResponse.redirect(new URL(gate[1], req.url)) : NextResponse.next({ request: { headers: requestHeaders } });
  return stamped(res, headers, requestId);
}

// /api/ only where a path holds a '%' (it may not decode): every handler goes through withRoute, which makes the same
// cross-site and JSON checks and stamps the same headers (lib/api/with-route.ts). Running the proxy on every call cost
// about 0.8 ms of CPU, a quarter of a vote (docs/benchmark.md). Next's own answers under /api/ get static headers from
// next.config.ts; methods a route does not take answer through lib/api/method-not-allowed.ts.
export const config = {
  matcher: [{ source: "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)" }, { source: "/api/:rest(.*%.*)" }],
};
