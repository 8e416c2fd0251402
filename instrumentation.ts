import { describeError, log } from "@/lib/log";
import { firstLog } from "@/lib/logged-errors";
import { CALLER_REQUEST_ID_HEADER, callerRequestId, REQUEST_ID_HEADER } from "@/lib/request-id";
import { warnIfPublicDemo } from "@/lib/demo-exposure";

type RequestInfo = { path: string; method: string; headers: Record<string, string | string[] | undefined> };
type ErrorContext = { routerKind: string; routePath: string; routeType: string };

/**
 * Next calls this once per server process, before it answers anything (lib/server-start.ts: a configuration the app
 * refuses stops the start; warnings an operator must see), traces start when an OTLP endpoint is configured, and the
 * app's edge goes onto the Node server that serves it (lib/server-edge.ts). Node-only code is imported only on Node,
 * as Next documents.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await (await import("@/lib/tracing/register-tracing")).registerTracing();
  (await import("@/lib/server-start")).atServerStart();
  (await import("@/lib/server-edge")).installServerEdge();
}

/**
 * Next calls this for every error a page, layout, route handler or server action throws (decisions.md,
 * 'Deployment'): one line with the request's id, its path without the query string (which may hold a search or a
 * token), the route and the error described without values (lib/log.ts; lib/db/scrub-errors.ts keeps a failed
 * query's parameters out of the error itself). Once per error; Next's own multi-line printout of it is dropped
 * (lib/logged-errors.ts).
 */
export function onRequestError(error: unknown, request: RequestInfo, context: ErrorContext) {
  if (!firstLog(error)) return;
  const id = request.headers[REQUEST_ID_HEADER];
  log("error", "Request failed", {
    requestId: typeof id === "string" ? id : undefined,
    callerRequestId: callerRequestId(request.headers[CALLER_REQUEST_ID_HEADER]),
    method: request.method,
    path: request.path.split("?")[0],
    route: context.routePath,
    routeType: context.routeType,
    error: describeError(error),
  });
}

// a demo at a public address shows every mailbox to anyone: say so loudly at start (lib/demo-exposure.ts)
warnIfPublicDemo();
