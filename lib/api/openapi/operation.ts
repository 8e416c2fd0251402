import type { OpenAPIRegistry, ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import type { ErrorCode } from "@/lib/errors";
import { SHARED_CACHE_HEADER, SHARED_FOR_A_FEW_SECONDS } from "@/lib/cache-policy";
import { errorResponses, operationCodes } from "./errors";

type Gate = "user" | "pv_plus" | "staff" | "admin" | "optional" | "public";

type Success = {
  description: string;
  /** a JSON body (application/json); absent: no body, or `content` */
  schema?: z.ZodType;
  /** another media type, as an OpenAPI content map */
  content?: ResponseConfig["content"];
  headers?: Record<string, string>;
};

/** One method of one route file under app/api, as withRoute is given it (lib/api/with-route.ts), and its answers. */
export type Operation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** the OpenAPI path: the route file's folder, [id] as {id} */
  path: string;
  summary: string;
  description?: string;
  /** withRoute's options: who may call, whether a suspended account may write, its body and query schemas */
  auth: Gate;
  allowSuspended?: true;
  body?: z.ZodType;
  query?: z.ZodType;
  /** the 200 a shared cache may keep when asked without a session cookie (withRoute's cache: "public") */
  cache?: "public";
  /** a handler that sets its own Cache-Control, which a CDN may keep */
  ownCache?: { cacheControl: string; note: string };
  /** the Bearer CRON_SECRET instead of a session */
  cron?: true;
  /** false: a handler outside withRoute (it answers failures through failureResponse) */
  wrapped?: false;
  /** the codes of lib/errors.ts the route's own code can answer, beside those withRoute gives (./errors.ts) */
  errors?: ErrorCode[];
  responses: Record<number, Success>;
};

const PARAM = /\{(\w+)\}/g;

function security(op: Operation): Record<string, string[]>[] {
  if (op.cron) return [{ cronSecret: [] }];
  if (op.auth === "public") return [];
  if (op.auth === "optional") return [{}, { session: [] }];
  return [{ session: [] }];
}

const header = (description: string) => ({ description, schema: { type: "string" as const } });

function cacheMarker(op: Operation) {
  if (op.cache === "public")
    return {
      status: 200,
      when: "asked without a session cookie (a signed-in answer is private, no-store)",
      headers: { [SHARED_CACHE_HEADER]: SHARED_FOR_A_FEW_SECONDS, "Cache-Control": "no-cache" },
    };
  if (op.ownCache)
    return { status: 200, when: op.ownCache.note, headers: { "Cache-Control": op.ownCache.cacheControl } };
  return undefined;
}

/** Registers one operation: its parameters, request body, success answers, error answers, security and caching. */
export function registerOperation(registry: OpenAPIRegistry, op: Operation) {
  const names = [...op.path.matchAll(PARAM)].map((m) => m[1]);
  const params = names.length
    ? z.object(Object.fromEntries(names.map((name) => [name, z.string().meta({ description: `the ${name}` })])))
    : undefined;
  const marker = cacheMarker(op);
  // the route's own answer for a status replaces the error body withRoute would give it (the health check's 503)
  const responses: Record<number, ResponseConfig | { $ref: string }> = errorResponses(registry, operationCodes(op));
  for (const [status, success] of Object.entries(op.responses)) {
    const headers: Record<string, ReturnType<typeof header>> = {};
    for (const [name, description] of Object.entries(success.headers ?? {})) headers[name] = header(description);
    if (marker && Number(status) === 200)
      for (const [name, value] of Object.entries(marker.headers)) headers[name] = header(`${value} (${marker.when})`);
    responses[Number(status)] = {
      description: success.description,
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(success.schema ? { content: { "application/json": { schema: success.schema } } } : {}),
      ...(success.content ? { content: success.content } : {}),
    };
  }
  registry.registerPath({
    method: op.method,
    path: op.path,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [tagOf(op.path)],
    security: security(op),
    request: {
      ...(params ? { params } : {}),
      ...(op.query ? { query: op.query as z.ZodObject } : {}),
      ...(op.body ? { body: { required: true, content: { "application/json": { schema: op.body } } } } : {}),
    },
    responses,
    "x-auth": op.cron ? "cron" : op.auth,
    ...(op.allowSuspended ? { "x-allow-suspended": true } : {}),
    ...(marker ? { "x-cdn-cacheable": marker } : {}),
  });
}

/** The area an operation is listed under: its path's first segment after /api/. */
const tagOf = (path: string) => path.split("/")[2] ?? "api";
