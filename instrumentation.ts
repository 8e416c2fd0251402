import { describeError, log } from "@/lib/log";
import { REQUEST_ID_HEADER } from "@/lib/request-id";

type RequestInfo = { path: string; method: string; headers: Record<string, string | string[] | undefined> };
type ErrorContext = { routerKind: string; routePath: string; routeType: string };

/**
 * Next calls this for every error a page, layout, route handler or server action throws (decisions.md,
 * 'Deployment'): one line with the request's id, its path without the query string (which may hold a search or a
 * token), the route and the error described without values (lib/log.ts; lib/db/scrub-errors.ts keeps a failed
 * query's parameters out of the error itself, so Next's own printout of it has none either).
 */
export function onRequestError(error: unknown, request: RequestInfo, context: ErrorContext) {
  const id = request.headers[REQUEST_ID_HEADER];
  log("error", "Request failed", {
    requestId: typeof id === "string" ? id : undefined,
    method: request.method,
    path: request.path.split("?")[0],
    route: context.routePath,
    routeType: context.routeType,
    error: describeError(error),
  });
}
