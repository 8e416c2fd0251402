// Edge-safe: the one rule for which requests a page refuses with 405. proxy.ts applies it inside Next; under a Node
// server lib/server-edge.ts applies it on Node's own HTTP server first, before Next reads the request's body.
import { AppError } from "@/lib/errors";

/** Next's built files and the icon: they get their request id from the proxy and nothing else. */
export const STATIC_FILE = /^\/(?:_next\/static\/|_next\/image$|favicon\.ico$|icon\.svg$)/;

/** What a page takes: the app has no server actions, so GET and HEAD only. */
export const PAGE_METHODS = "GET, HEAD";

/** Whether a path is a page's: not a call under /api/, nor one of Next's built files. */
export const isPagePath = (pathname: string) => !pathname.startsWith("/api/") && !STATIC_FILE.test(pathname);

/** Whether the request is a method a page does not take, to a page: answered 405 with `methodNotAllowed()`. */
export const refusedOnPage = (method: string, pathname: string) =>
  method !== "GET" && method !== "HEAD" && isPagePath(pathname);

export const methodNotAllowed = () => new AppError("METHOD_NOT_ALLOWED", "Method not allowed");
