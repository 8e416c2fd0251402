// Open data: every closed debate's result, and the cron call that closes debates.
import { z } from "zod";
import type { Operation } from "./operation";
import { instant } from "./shapes";

const count = z.number().int();
const cell = count.nullable();
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
    swingPaired: cell,
    swingWithoutLean: cell,
    swingLate: count,
    swingAtoA: cell,
    swingAtoB: cell,
    swingBtoA: cell,
    swingBtoB: cell,
    swingUndecidedToA: cell,
    swingUndecidedToB: cell,
    swingChangeA: z.number().nullable(),
    swingChangeB: z.number().nullable(),
    swingNet: z.number().nullable(),
    swingLow: z.number().nullable(),
    swingHigh: z.number().nullable(),
    swingTooClose: z.boolean().nullable(),
    swingSuppressed: z
      .boolean()
      .describe(
        "the swing is under the small-cell floor: a table cell under 5 is null (the CSV says '<5'), and so is every figure that would give it back",
      ),
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
