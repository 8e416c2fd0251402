// The site's own calls: health, categories, the poster, transparency, the development mailbox, this description.
import { z } from "zod";
import { transparencyQuery } from "@/lib/validation/transparency";
import type { Operation } from "./operation";
import { category, instant } from "./shapes";

const monthFigures = z.looseObject({
  month: z.string(),
  reports: z.object({ total: z.number().int(), byReason: z.record(z.string(), z.number().int()) }),
  actions: z.object({ total: z.number().int(), byType: z.record(z.string(), z.number().int()) }),
  appeals: z.object({ total: z.number().int(), byOutcome: z.record(z.string(), z.number().int()) }),
  medianHours: z.object({ reportToDecision: z.number().nullable(), appealToDecision: z.number().nullable() }),
});
const logEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  action: z.string(),
  target: z.enum(["debate", "comment", "account"]),
  rule: z.string().nullable(),
  appealed: z.boolean(),
  outcome: z.string().nullable(),
  restoredOn: z.string().nullable(),
  liftedOn: z.string().nullable().describe("a suspension or ban: the day staff lifted it or reactivated the account"),
  ends: z.number().int().nullable().describe("a lift or reactivation: the number of the suspension or ban it ended"),
});

const milliseconds = z.number().nullable();
const healthDetail = z.object({
  pool: z
    .object({ max: z.number().int(), total: z.number().int(), idle: z.number().int(), waiting: z.number().int() })
    .nullable()
    .describe("this instance's connection pool; null on the embedded database"),
  connectionWaitsLastHour: z.object({
    count: z.number().int(),
    p50Ms: milliseconds,
    p99Ms: milliseconds,
    maxMs: milliseconds,
  }),
  mailFailuresLastHour: z.number().int(),
  lastSweepAt: instant.nullable().describe("this instance's last close sweep"),
  overdueDebates: z.number().int().describe("debates past their deadline that no sweep has closed yet"),
  oldestOverdueSince: instant.nullable(),
});

export const siteOperations: Operation[] = [
  {
    method: "get",
    path: "/api/health",
    summary: "Health: the database answers and its migrations are current",
    description:
      "Staff, or a caller with `Authorization: Bearer <CRON_SECRET>`, also get `detail`: the operator's numbers " +
      "(this instance's pool and connection waits, its last close sweep and mail failures, the overdue debates).",
    auth: "optional",
    responses: {
      200: {
        description: "healthy (Cache-Control: no-store)",
        schema: z.object({ status: z.literal("ok"), version: z.string(), detail: healthDetail.optional() }),
      },
      503: {
        description: "unhealthy (Retry-After: 5); nothing more is said",
        schema: z.object({ status: z.literal("unavailable"), code: z.literal("UNAVAILABLE") }),
      },
    },
  },
  {
    method: "get",
    path: "/api/categories",
    summary: "Every category",
    auth: "public",
    cache: "public",
    responses: { 200: { description: "the categories", schema: z.array(category) } },
  },
  {
    method: "get",
    path: "/api/video-poster/{videoId}",
    summary: "A YouTube video's thumbnail, served from this site (or a placeholder SVG)",
    auth: "public",
    ownCache: {
      cacheControl: "public, max-age=86400, stale-while-revalidate=604800",
      note: "a thumbnail; a placeholder says public, max-age=60",
    },
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the image",
        content: {
          "image/jpeg": { schema: { type: "string", contentMediaType: "image/jpeg" } },
          "image/svg+xml": { schema: { type: "string", contentMediaType: "image/svg+xml" } },
        },
      },
    },
  },
  {
    method: "get",
    path: "/api/transparency",
    summary: "The monthly moderation figures and a page of the public log",
    auth: "public",
    cache: "public",
    query: transparencyQuery,
    responses: {
      200: {
        description: "the last twelve months, newest first, and the log's page",
        schema: z.object({
          months: z.array(monthFigures),
          log: z.object({
            items: z.array(logEntry),
            nextCursor: z.number().int().nullable(),
            total: z.number().int(),
          }),
        }),
      },
    },
  },
  {
    method: "get",
    path: "/api/dev/mailbox",
    summary: "The development mailbox of one address (demo mode only; 404 otherwise)",
    description: "query: to, an email address",
    auth: "public",
    errors: ["NOT_FOUND", "BAD_REQUEST"],
    responses: {
      200: {
        description: "the mail, newest first",
        schema: z.array(
          z.object({ to: z.string(), subject: z.string(), kind: z.string(), text: z.string(), createdAt: instant }),
        ),
      },
    },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This description (OpenAPI 3.1)",
    auth: "public",
    cache: "public",
    responses: { 200: { description: "the OpenAPI document", schema: z.looseObject({ openapi: z.string() }) } },
  },
  {
    method: "get",
    path: "/api/docs",
    summary: "This description as a page to read",
    auth: "public",
    cache: "public",
    responses: {
      200: { description: "HTML", content: { "text/html": { schema: { type: "string" } } } },
    },
  },
  {
    method: "get",
    path: "/api/{path}",
    summary: "Any other path under /api/: a JSON 404",
    auth: "public",
    errors: ["NOT_FOUND"],
    responses: {},
  },
  ...(["post", "put", "patch", "delete"] as const).map((method): Operation => ({
    method,
    path: "/api/{path}",
    summary: "Any other path under /api/: a JSON 404",
    auth: "public",
    errors: ["NOT_FOUND"],
    responses: {},
  })),
];
