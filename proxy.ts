import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session-config";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/request-id";
import { newNonce, securityHeaders } from "@/lib/security-headers";

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

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const appUrl = process.env.APP_URL;
  const nonce = newNonce();
  // the page's log lines (instrumentation.ts) and its answer carry the same id
  const requestId = requestIdFrom(req.headers);
  const headers = securityHeaders(nonce, {
    https: (appUrl ?? req.nextUrl.origin).startsWith("https://"),
    dev: process.env.NODE_ENV === "development",
  });

  let res: NextResponse;
  const gate = req.cookies.has(SESSION_COOKIE)
    ? undefined
    : GATED.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (gate) {
    res = NextResponse.redirect(new URL(gate[1], req.url));
  } else {
    // Next reads the nonce from the request's CSP header and stamps it on its own scripts.
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set(REQUEST_ID_HEADER, requestId);
    requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
    res = NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  res.headers.set(REQUEST_ID_HEADER, requestId);
  return res;
}

// Not /api/: every handler goes through withRoute, which makes the same cross-site and JSON checks and stamps the
// same headers (lib/api/with-route.ts). Running the proxy there too cost about 0.8 ms of CPU per call, a quarter of
// a vote (docs/benchmark.md). Next's own answers under /api/ (404, 405) get static headers from next.config.ts.
export const config = {
  matcher: [{ source: "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)" }],
};
