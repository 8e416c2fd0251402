import "server-only";
import { AppError } from "@/lib/errors";
import { failureResponse, type RouteHandler } from "./with-route";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Marks the handlers below, so tests can tell them from a route's own. */
export const REFUSES_METHOD = Symbol.for("pv.refusesMethod");

/**
 * Next answers a method a route file does not export with an empty 405 and no CSP. Each route file exports the
 * methods it does not take as these instead, so they answer like every API error: the JSON message, the headers,
 * and Allow naming the route's own methods. `export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");`
 */
export function methodNotAllowed(...allowed: Method[]): Record<Method, RouteHandler> {
  const refuse: RouteHandler = Object.assign(
    async (req: Request) => {
      const res = failureResponse(
        new AppError("METHOD_NOT_ALLOWED", "Method not allowed"),
        req.headers.get("x-request-id") ?? undefined,
      );
      res.headers.set("Allow", [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", "));
      return res;
    },
    { [REFUSES_METHOD]: allowed },
  );
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}
