// Edge-safe: how an answer tells shared caches (the host's CDN, npm start's cache) whether to keep it
// (decisions.md 'Deployment'). A page's Cache-Control is rewritten by Next, so the shared-cache rule rides on the
// targeted header of RFC 9213. 4 s fresh + 1 s stale keeps a takedown visible to visitors within 6 s.
export const SHARED_CACHE_HEADER = "CDN-Cache-Control";
export const SHARED_FOR_A_FEW_SECONDS = "public, s-maxage=4, stale-while-revalidate=1";
/** Every answer that depends on who asks, or that no cache should keep. */
export const PRIVATE_NO_STORE = "private, no-store";
