import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { trace } from "@opentelemetry/api";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { allows, assertNotSuspended, NO_PERMISSION, type RoleGate } from "@/lib/auth/guards";
import { clearedSessionCookie, sealSessionId, sessionCookie, type CookieSpec } from "@/lib/auth/session";
import { SESSION_COOKIE } from "@/lib/auth/session-config";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import { outageError, recordOutage } from "@/lib/outage";
import { callerRequestId, newRequestId, REQUEST_ID_HEADER, requestIdFrom, requestIdOf } from "@/lib/request-id";
import { AppError, errorBody, forbidden, unauthorized } from "@/lib/errors";
import { apiSecurityHeaders } from "@/lib/security-headers";
import { actorFromCookie } from "@/lib/server/accounts/get-actor";
import { assertStaffSecondFactor } from "@/lib/server/second-factor/staff-second-factor";
import { PRIVATE_NO_STORE, SHARED_CACHE_HEADER, SHARED_FOR_A_FEW_SECONDS } from "@/lib/cache-policy";
import { clientIp } from "./client-ip";
import { isDatabaseUnavailable } from "@/lib/database-errors";
import { crossSiteReason, hasNonJsonBody, isStateChanging } from "./request-guards";
import { parseBody, parseQuery } from "./parse-input";

type Gate = RoleGate | "optional" | "public";
type Schema = z.ZodType;

type RouteOptions<B extends Schema | undefined, Q extends Schema | undefined> = {
  /**
   * who may call: a role gate (401/403 otherwise); "optional" for calls anyone may make that read the session if
   * there is one; "public" for calls whose answer is the same for everyone, which skip the session lookup
   */
  auth: Gate;
  /** the 401 message for a visitor, where the documents word it (default 'Authentication required') */
  unauthorizedMessage?: string;
  /**
   * a suspended account may still make this state-changing call: signing out (decisions.md 'Staff') and appealing
   * (decisions.md 'Moderation people can trust'); every other one answers 403 'Your account is suspended'
   */
  allowSuspended?: true;
  /**
   * "public": the answer is the same for every visitor, so a shared cache may keep its 200 a few seconds when it is
   * asked for without a session cookie. Every other answer is `private, no-store` unless the handler sets its own
   * Cache-Control (/api/health, the video poster).
   */
  cache?: "public";
  body?: B;
  query?: Q;
};

type RouteContext<G extends Gate, B, Q> = {
  req: NextRequest;
  actor: G extends "optional" ? Actor | null : G extends "public" ? null : Actor;
  body: B extends Schema ? z.infer<B> : undefined;
  query: Q extends Schema ? z.infer<Q> : undefined;
  params: Record<string, string>;
  /** the client's address for per-IP limits; null without TRUST_PROXY (lib/api/client-ip.ts) */
  ip: string | null;
  /** signs the browser in to a freshly created session */
  startSession: (sid: string, rememberMe: boolean) => Promise<void>;
  endSession: () => void;
  /** another cookie on the answer (the device cookie a sign-in sets: lib/auth/device-cookie.ts) */
  setCookie: (cookie: CookieSpec) => void;
  setHeader: (name: string, value: string) => void;
};

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };
/** A route file's export, as Next calls it (and tests call it too). */
export type RouteHandler = (req: NextRequest, routeCtx: NextRouteContext) => Promise<Response>;

export function json(data: unknown, status = 200) {
  return NextResponse.json(data, { status });
}

/** Any failure as the AppError it is answered with: an outage 503 (recorded), an unexpected one 500 (logged). */
function asAppError(error: unknown, req?: NextRequest, requestId?: string): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    recordOutage();
    return outageError();
  }
  const caller = callerRequestId(req?.headers.get(REQUEST_ID_HEADER));
  // the path without its query string: a query can hold what a log must not (a search, a token)
  log("error", "Unhandled route error", {
    requestId,
    // the caller's own id, when the answer went by the server's (lib/request-id.ts): in the log line only
    callerRequestId: caller === requestId ? undefined : caller,
    method: req?.method,
    path: req?.nextUrl.pathname,
    error: describeError(error),
  });
  return new AppError("INTERNAL", "Something went wrong. Please try again later.");
}

/** Every error answer of a handler: the body and status from the one table in lib/errors.ts. */
function errorResponse(error: unknown, req?: NextRequest, requestId?: string): NextResponse {
  const appError = asAppError(error, req, requestId);
  const res = NextResponse.json(errorBody(appError), { status: appError.status });
  if (appError.retryAfter !== undefined)
    res.headers.set("Retry-After", String(Math.max(1, Math.ceil(appError.retryAfter))));
  return res;
}

// the proxy does not run for /api/ (proxy.ts): the answer carries the headers every page carries, and is kept by no
// cache unless it says otherwise
function withSecurityHeaders(res: Response, requestId: string): Response {
  for (const [name, value] of Object.entries(apiSecurityHeaders(env().APP_URL))) res.headers.set(name, value);
  res.headers.set(REQUEST_ID_HEADER, requestId);
  if (!res.headers.has("Cache-Control") && !res.headers.has(SHARED_CACHE_HEADER))
    res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return res;
}

/** A public answer to a visitor: shared caches keep it a few seconds (SHARED_CACHE_HEADER), browsers ask again. */
function markShared(res: Response) {
  res.headers.set(SHARED_CACHE_HEADER, SHARED_FOR_A_FEW_SECONDS);
  res.headers.set("Cache-Control", "no-cache");
}

/** The answer to a failure outside withRoute's handler, as withRoute would give it. */
export const failureResponse = (error: unknown, givenRequestId?: string | string[]): Response => {
  const requestId = requestIdOf(givenRequestId);
  return withSecurityHeaders(errorResponse(error, undefined, requestId), requestId);
};

/** Marks withRoute's handlers with the options they were given, so tests can hold the API description to them. */
export const ROUTE_OPTIONS = Symbol.for("pv.routeOptions");

/** The one wrapper every route handler uses: origin and body checks, session, role gate, input, error -> HTTP. */
export function withRoute<
  G extends Gate,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(options: RouteOptions<B, Q> & { auth: G }, handler: (ctx: RouteContext<G, B, Q>) => Promise<unknown>) {
  const route: RouteHandler = async (req, routeCtx) => {
    const cookies: CookieSpec[] = [];
    const headers = new Headers();
    // an answer a shared cache may keep carries the server's id, never the one the caller chose (lib/request-id.ts)
    const mayBeShared =
      (options.cache === "public" || options.auth === "public") &&
      (req.method === "GET" || req.method === "HEAD") &&
      !req.cookies.has(SESSION_COOKIE);
    const requestId = mayBeShared ? newRequestId() : requestIdFrom(req.headers);
    // Next's request span (when tracing) carries the id the answer and its log lines carry
    trace.getActiveSpan()?.setAttribute("http.request.id", requestId);
    try {
      if (isStateChanging(req.method)) {
        const reason = crossSiteReason(req, env().APP_URL);
        if (reason) throw forbidden(reason);
        if (hasNonJsonBody(req)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Request body must be application/json");
      }
      // who is asking comes before what they ask: a visitor is told 401, not how their input was wrong
      const actor = options.auth === "public" ? null : await actorFromCookie(req.cookies.get(SESSION_COOKIE)?.value);
      // touchSession has already reactivated a suspension whose time is up: 'suspended' here means still running
      if (actor && isStateChanging(req.method) && !options.allowSuspended) assertNotSuspended(actor);
      if (options.auth !== "optional" && options.auth !== "public") {
        if (!actor) throw unauthorized(options.unauthorizedMessage);
        if (!allows(actor, options.auth)) throw forbidden(NO_PERMISSION);
        // staff's rule: a staff call needs an account with a second factor (403 SECOND_FACTOR_REQUIRED)
        if (options.auth === "staff" || options.auth === "admin") await assertStaffSecondFactor(actor);
      }

      const rawParams = (await routeCtx?.params) ?? {};
      const params = Object.fromEntries(
        Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      const query = options.query ? parseQuery(options.query, req.nextUrl.searchParams) : undefined;
      const body = options.body ? await parseBody(options.body, req) : undefined;

      const result = await handler({
        req,
        actor: actor as RouteContext<G, B, Q>["actor"],
        body: body as RouteContext<G, B, Q>["body"],
        query: query as RouteContext<G, B, Q>["query"],
        params,
        ip: clientIp(req),
        startSession: async (sid, rememberMe) => {
          cookies.push(sessionCookie(await sealSessionId(sid), rememberMe));
        },
        endSession: () => {
          cookies.push(clearedSessionCookie());
        },
        setCookie: (cookie) => {
          cookies.push(cookie);
        },
        setHeader: (name, value) => headers.set(name, value),
      });
      const res = result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
      headers.forEach((value, name) => res.headers.set(name, value));
      for (const { name, value, ...opts } of cookies) (res as NextResponse).cookies?.set(name, value, opts);
      const visitor = !req.cookies.has(SESSION_COOKIE) && cookies.length === 0;
      if (options.cache === "public" && visitor && res.status === 200) markShared(res);
      return withSecurityHeaders(res, requestId);
    } catch (error) {
      const res = errorResponse(error, req, requestId);
      for (const { name, value, ...opts } of cookies) res.cookies.set(name, value, opts);
      return withSecurityHeaders(res, requestId);
    }
  };
  Object.defineProperty(route, ROUTE_OPTIONS, { value: options });
  return route;
}
