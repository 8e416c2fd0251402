// Edge-safe: how an answer tells shared caches (the host's CDN, npm start's cache) whether to keep it
// (decisions.md 'Deployment'). A page's Cache-Control is rewritten by Next, so the shared-cache rule rides on the
// targeted header of RFC 9213. 4 s fresh + 1 s stale keeps a takedown visible to visitors within 6 s.
export const SHARED_CACHE_HEADER = "CDN-Cache-Control";
export const SHARED_FOR_A_FEW_SECONDS = "public, s-maxage=4, stale-while-revalidate=1";
/** Every answer that depends on who asks, or that no cache should keep. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * The request headers of Next's client router (an RSC payload, a prefetch, the router's state, a middleware
 * prefetch): each changes the answer, to an RSC payload, a 307 to the payload's cache-busting URL or a bare `{}`
 * (issue 34 item 1). A shared cache keeps no answer to a request with one of them (npm start's cache,
 * deploy/varnish/cdn.vcl, which lists them too).
 */
export const NEXT_ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-hmr-refresh",
  "x-middleware-prefetch",
];
/**
 * Those Next hides from the proxy: an answer the proxy marks shareable names them in Vary, so that any other cache
 * keeps what they change apart (Next adds the same Vary to a rendered page, but not to the 307 it answers first).
 */
export const HIDDEN_FROM_PROXY_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";
