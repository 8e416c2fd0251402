// Open data: every closed debate's result, and the cron call that closes debates.
import { z } from "zod";
import type { Operation } from "./operation";
import { instant } from "./shapes";

const count = z.number().int();
const closedResult = z
  .object({
    id: count,
    title: z.string(),
    category: z.string(),
    createdAt: instant,
    votingEndsAt: instant,
    A: count,
    B: count,
    total: count,
    winner: z.string(),
    lastRoot: z.string().nullable(),
    swingPaired: count,
    swingWithoutLean: count,
    swingLate: count,
    swingAtoA: count,
    swingAtoB: count,
    swingBtoA: count,
    swingBtoB: count,
    swingUndecidedToA: count,
    swingUndecidedToB: count,
    swingChangeA: z.number(),
    swingChangeB: z.number(),
    swingNet: z.number(),
    swingLow: z.number().nullable(),
    swingHigh: z.number().nullable(),
    swingTooClose: z.boolean(),
  })
  .meta({ id: "ClosedResult" });

export const exportOperations: Operation[] = [
  {
    method: "get",
    path: "/api/exports/results.json",
    summary: "Open data: every closed debate's result (no personal data)",
    auth: "public",
    cache: "public",
    responses: { 200: { description: "the results", schema: z.array(closedResult) } },
  },
  {
    method: "get",
    path: "/api/exports/results.csv",
    summary: "Open data: the same results as CSV, the same columns",
    auth: "public",
    cache: "public",
    responses: {
      200: { description: "CSV with a header row", content: { "text/csv": { schema: { type: "string" } } } },
    },
  },
  ...(["get", "post"] as const).map((method): Operation => ({
    method,
    path: "/api/cron/close-debates",
    summary: `Close every debate past its deadline (Bearer CRON_SECRET${method === "get" ? "; GET for Vercel Cron" : ""})`,
    auth: "public",
    cron: true,
    errors: ["AUTH_REQUIRED"],
    responses: {
      200: {
        description: "what this call closed; complete false: the next call closes the rest",
        schema: z.object({ closed: count, debateIds: z.array(count), complete: z.boolean() }),
      },
    },
  })),
];
