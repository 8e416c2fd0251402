// Edge-safe: the headers every page and answer carries (decisions.md, 'Requests from other sites, and headers').
const VIDEO_FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];

/** A fresh CSP nonce: 122 random bits (a v4 UUID), base64 as the CSP grammar wants. */
export function newNonce(): string {
  return btoa(crypto.randomUUID());
}

function policyWith(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "media-src 'self' https:",
    `frame-src ${VIDEO_FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

// Every page and every API answer carries the policy: it is built once per mode, as the text either side of its nonce
const NONCE_MARK = "\u0000";
const halves = (dev: boolean) => policyWith(NONCE_MARK, dev).split(NONCE_MARK) as [string, string];
const POLICY = { prod: halves(false), dev: halves(true) };

function contentSecurityPolicy(nonce: string, dev = false): string {
  const [before, after] = dev ? POLICY.dev : POLICY.prod;
  return before + nonce + after;
}

export function securityHeaders(nonce: string, opts: { https: boolean; dev: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, opts.dev),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "X-Frame-Options": "DENY",
    ...(opts.https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/**
 * The headers of an API answer: the same set, each with its own nonce (JSON runs no script, but the rule is uniform).
 */
export function apiSecurityHeaders(appUrl: string): Record<string, string> {
  return securityHeaders(newNonce(), {
    https: appUrl.startsWith("https://"),
    dev: process.env.NODE_ENV === "development",
  });
}

/**
 * The fixed headers, for the answers Next gives itself under /api/ (a 405 for a method a route does not export).
 * No CSP here: next.config headers override the handler's, and withRoute's answers carry the nonce CSP.
 */
export const STATIC_API_HEADERS: Array<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "X-Frame-Options", value: "DENY" },
];
