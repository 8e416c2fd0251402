vcl 4.1;
# A reference CDN (Varnish 7.1): it keeps what the app's standard headers allow and nothing else, as a host's CDN
# does. Used by `npm run cdn:check` and the benchmark's visitor scenario (docs/benchmark.md); docs/deploy.md says how
# to check a real CDN behaves the same.
#   - how long: CDN-Cache-Control (RFC 9213) when the answer has one, else Cache-Control; s-maxage, else max-age;
#     stale-while-revalidate as grace, no grace otherwise
#   - never kept: answers to a request with a Cookie or Authorization header or one of Next's client router's
#     headers (RSC, Next-Router-*, Next-Url, X-Middleware-Prefetch), answers with Set-Cookie, private,
#     no-store or no-cache, Vary: *, and any status other than 200, 203, 300, 301, 404, 410
#   - Vary is honoured (Varnish does that itself)
# The backend comes from backend.vcl, found on vcl_path (backend.example.vcl shows one).

import std;
include "backend.vcl";

sub vcl_recv {
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Cookie || req.http.Authorization) {
        return (pass);
    }
    # a request of Next's client router (lib/cache-policy.ts): its answer differs from the page's (an RSC payload, a
    # 307 to the payload's cache-busting URL, a middleware prefetch's bare {}) and does not always say so in Vary
    if (req.http.RSC || req.http.Next-Router-State-Tree || req.http.Next-Router-Prefetch
        || req.http.Next-Router-Segment-Prefetch || req.http.Next-Url || req.http.Next-Hmr-Refresh
        || req.http.X-Middleware-Prefetch) {
        return (pass);
    }
    return (hash);
}

sub vcl_backend_response {
    # the targeted field wins over Cache-Control when present (RFC 9213, section 2.2)
    if (beresp.http.CDN-Cache-Control) {
        set beresp.http.X-Reference-Cdn-Policy = beresp.http.CDN-Cache-Control;
    } else {
        set beresp.http.X-Reference-Cdn-Policy = beresp.http.Cache-Control;
    }
    if (beresp.http.Set-Cookie
        || beresp.http.X-Reference-Cdn-Policy ~ "(?i)(^|,)\s*(private|no-store|no-cache)\b"
        || beresp.http.Vary ~ "\*"
        || !(beresp.status == 200 || beresp.status == 203 || beresp.status == 300 || beresp.status == 301
             || beresp.status == 404 || beresp.status == 410)) {
        unset beresp.http.X-Reference-Cdn-Policy;
        return (pass(2s));
    }
    if (beresp.http.X-Reference-Cdn-Policy ~ "(?i)(^|,)\s*s-maxage=\d+") {
        set beresp.ttl = std.duration(regsub(beresp.http.X-Reference-Cdn-Policy, "(?i)^.*(?:^|,)\s*s-maxage=(\d+).*$", "\1s"), 0s);
    } elsif (beresp.http.X-Reference-Cdn-Policy ~ "(?i)(^|,)\s*max-age=\d+") {
        set beresp.ttl = std.duration(regsub(beresp.http.X-Reference-Cdn-Policy, "(?i)^.*(?:^|,)\s*max-age=(\d+).*$", "\1s"), 0s);
    } else {
        # no explicit freshness: not kept (no heuristic freshness)
        unset beresp.http.X-Reference-Cdn-Policy;
        return (pass(2s));
    }
    if (beresp.http.Age ~ "^\d+$") {
        set beresp.ttl = beresp.ttl - std.duration(beresp.http.Age + "s", 0s);
    }
    if (beresp.http.X-Reference-Cdn-Policy ~ "(?i)(^|,)\s*stale-while-revalidate=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.X-Reference-Cdn-Policy, "(?i)^.*(?:^|,)\s*stale-while-revalidate=(\d+).*$", "\1s"), 0s);
    } else {
        set beresp.grace = 0s;
    }
    set beresp.keep = 0s;
    unset beresp.http.X-Reference-Cdn-Policy;
    return (deliver);
}
