import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import type { Operation } from "./operation";

const WRITES = new Set(["post", "put", "patch", "delete"]);

/**
 * The codes withRoute itself can answer for an operation (lib/api/with-route.ts, parse-input.ts), from the options
 * the route gives it: a database outage or an unexpected failure anywhere; for a state-changing call the cross-site
 * refusal and a non-JSON body; input the schema refuses; the gate's 401 and 403; a suspended account's write.
 */
function derivedCodes(op: Operation): ErrorCode[] {
  if (op.wrapped === false) return ["INTERNAL", "UNAVAILABLE"];
  const codes: ErrorCode[] = ["INTERNAL", "UNAVAILABLE"];
  const writes = WRITES.has(op.method);
  if (writes) codes.push("FORBIDDEN", "UNSUPPORTED_MEDIA_TYPE");
  if (op.body) codes.push("BAD_REQUEST", "PAYLOAD_TOO_LARGE", "REQUEST_TIMEOUT");
  if (op.query) codes.push("BAD_REQUEST");
  if (op.auth !== "public" && op.auth !== "optional") {
    codes.push("AUTH_REQUIRED");
    if (op.auth !== "user") codes.push("FORBIDDEN");
    // staff's rule (docs/decisions/0024-second-factor.md)
    if (op.auth === "staff" || op.auth === "admin") codes.push("SECOND_FACTOR_REQUIRED");
  }
  if (op.auth !== "public" && writes && !op.allowSuspended) codes.push("SUSPENDED");
  return codes;
}

/** Every code an operation can answer: withRoute's and the route's own, in lib/errors.ts's order. */
export function operationCodes(op: Operation): ErrorCode[] {
  const all = new Set([...derivedCodes(op), ...(op.errors ?? [])]);
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => all.has(code));
}

/**
 * The body of every error answer (lib/errors.ts errorBody): the message for people, the code a client decides by,
 * field errors for refused input, and any details (a suspension's end: suspendedUntil).
 */
const errorBody = z.looseObject({
  message: z.string().meta({ description: "for people, the documents' wording" }),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).meta({
    description: "what a client decides by (lib/errors.ts); each operation lists the codes it can answer",
  }),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "the first message per refused field (a dotted path; '_' for the whole body)" }),
});

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Not signed in, or no valid credentials",
  403: "Refused",
  404: "Not found",
  405: "Method not allowed",
  408: "The request body took too long to arrive",
  409: "Conflict",
  413: "The request body is too large (64 KiB at most)",
  415: "The request body is not JSON",
  429: "Too many requests (Retry-After says when to try again)",
  500: "Something went wrong",
  503: "The database is unavailable (Retry-After says when to try again)",
};

const retryAfter = { description: "seconds to wait", schema: { type: "integer" as const, minimum: 1 } };

/** The error body as a schema component (components/schemas/Error). */
export function errorSchema() {
  const schema: Record<string, unknown> = { ...z.toJSONSchema(errorBody, { io: "output" }) };
  delete schema.$schema;
  return schema;
}

/** The error answer of one status carrying these codes, as an OpenAPI response object (a component). */
function errorResponse(status: number, codes: ErrorCode[]) {
  return {
    description: `${STATUS_TEXT[status] ?? "Error"}: ${codes.join(", ")}`,
    ...(status === 429 || status === 503 ? { headers: { "Retry-After": retryAfter } } : {}),
    content: {
      "application/json": {
        schema: {
          allOf: [
            { $ref: "#/components/schemas/Error" },
            { type: "object" as const, properties: { code: { type: "string" as const, enum: codes } } },
          ],
        },
      },
    },
  };
}

/**
 * The error answers of an operation, one per status, each a reference to a shared response named by its codes
 * (registered the first time it is used).
 */
export function errorResponses(registry: OpenAPIRegistry, codes: ErrorCode[]) {
  const registered = (seen.get(registry) ?? seen.set(registry, new Set()).get(registry))!;
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => {
      const name = list.join("_or_");
      if (!registered.has(name)) {
        registry.registerComponent("responses", name, errorResponse(status, list));
        registered.add(name);
      }
      return [status, { $ref: `#/components/responses/${name}` }];
    }),
  );
}

const seen = new WeakMap<OpenAPIRegistry, Set<string>>();
