// Debates, their ballot board and integrity ledger, leans and plays.
import { z } from "zod";
import { LEANS, VOTE_POSITIONS } from "@/lib/enums";
import { createDebateSchema, debateListQuerySchema, updateDebateSchema } from "@/lib/validation/debates";
import { recordLeanSchema } from "@/lib/validation/leans";
import type { Operation } from "./operation";
import { debate, swing, voided } from "./shapes";

const paging = {
  "X-Next-Cursor": "the cursor of the next page, when there is one",
  "X-Total-Count": "how many match (a search counts up to 1000)",
};
const batch = z.object({
  index: z.number().int(),
  size: z.number().int(),
  root: z.string(),
  commitments: z.array(z.string()),
});
const leanBoard = z.looseObject({ total: z.number().int(), batches: z.array(batch), voided });
const verdict = z.object({ A: z.number().int(), B: z.number().int(), total: z.number().int(), winner: z.string() });
const refused = z.record(z.string(), z.number().int());

export const debateOperations: Operation[] = [
  {
    method: "get",
    path: "/api/debates",
    summary: "Open debates: search, category, sort, keyset paging",
    auth: "public",
    cache: "public",
    query: debateListQuerySchema,
    responses: { 200: { description: "a page of open debates", schema: z.array(debate), headers: paging } },
  },
  {
    method: "post",
    path: "/api/debates",
    summary: "Create a debate (a verified member; it closes 7 days later)",
    auth: "user",
    body: createDebateSchema,
    errors: ["FORBIDDEN", "EMAIL_NOT_VERIFIED", "RATE_LIMITED"],
    responses: { 201: { description: "the debate", schema: debate } },
  },
  {
    method: "get",
    path: "/api/debates/ended",
    summary: "Past debates, latest end first unless sorted otherwise",
    auth: "public",
    cache: "public",
    query: debateListQuerySchema,
    responses: { 200: { description: "a page of ended debates", schema: z.array(debate), headers: paging } },
  },
  {
    method: "get",
    path: "/api/debates/featured",
    summary: "Featured debates, newest first",
    auth: "public",
    cache: "public",
    responses: { 200: { description: "the featured debates", schema: z.array(debate) } },
  },
  {
    method: "get",
    path: "/api/debates/hot",
    summary: "'Hot Right Now', or null when no debate is open",
    auth: "public",
    cache: "public",
    responses: { 200: { description: "the debate, or null", schema: z.union([debate, z.null()]) } },
  },
  {
    method: "get",
    path: "/api/debates/{id}",
    summary: "One debate (a taken-down one is 404 except for staff)",
    description: "The first read after its deadline closes it; a closed debate carries its swing.",
    auth: "optional",
    cache: "public",
    errors: ["NOT_FOUND"],
    responses: { 200: { description: "the debate", schema: debate } },
  },
  {
    method: "get",
    path: "/api/debates/{id}/turnout",
    summary: "How many have voted in a debate (the total only, never the split)",
    description:
      "The same answer for everyone, so an open debate's page asks for it without cookies every few seconds and a shared cache answers all its viewers from one copy. A taken-down debate is 404.",
    auth: "public",
    cache: "public",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the debate's turnout",
        schema: z.object({ debateId: z.number().int(), total: z.number().int().min(0) }),
      },
    },
  },
  {
    method: "patch",
    path: "/api/debates/{id}",
    summary: "Staff: take down or restore, feature or unfeature",
    description:
      "One debate is featured at a time. A taken-down debate cannot be featured: 409 `CONFLICT` (restore it first, in the same call or before).",
    auth: "staff",
    body: updateDebateSchema,
    errors: ["NOT_FOUND", "CONFLICT"],
    responses: { 200: { description: "the debate", schema: debate } },
  },
  {
    method: "get",
    path: "/api/debates/{id}/ballots",
    summary: "The public ballot board (sides and openings only after the deadline)",
    auth: "public",
    cache: "public",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the board",
        schema: z.looseObject({
          debateId: z.number().int(),
          status: z.enum(["open", "closed"]),
          total: z.number().int(),
          batches: z.array(batch),
          voided,
          leans: leanBoard,
          result: z.object({ A: z.number().int(), B: z.number().int(), total: z.number().int() }).optional(),
          ballots: z
            .array(z.looseObject({ commitment: z.string(), side: z.enum(VOTE_POSITIONS), opening: z.string() }))
            .describe(
              "after the deadline: the counted ballots; a voided one is in its batch and in `voided` only, without its side",
            )
            .optional(),
          swing: swing.optional(),
        }),
      },
    },
  },
  {
    method: "get",
    path: "/api/debates/{id}/integrity",
    summary: "The public integrity ledger: accepted, refused by rule, voided; after the deadline the verdicts",
    auth: "public",
    cache: "public",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the ledger (names nobody)",
        schema: z.object({
          debateId: z.number().int(),
          status: z.enum(["open", "closed"]),
          accepted: z.number().int(),
          counted: z.number().int(),
          refused,
          voided,
          verdicts: z
            .object({
              all: verdict,
              established: verdict.extend({ suppressed: z.literal(false) }).or(
                z
                  .object({
                    A: z.null(),
                    B: z.null(),
                    total: z.null(),
                    winner: z.null(),
                    suppressed: z.literal(true),
                  })
                  .describe(
                    "withheld under the small-cell floor: the newer accounts' ballots hold fewer than 5 on a side (zero included) while they hold any",
                  ),
              ),
              agree: z.boolean().nullable(),
            })
            .nullable(),
          leans: z.object({ accepted: z.number().int(), counted: z.number().int(), refused, voided }),
        }),
      },
    },
  },
  {
    method: "post",
    path: "/api/debates/{id}/lean",
    summary: "A verified member's one sealed lean before watching",
    auth: "user",
    allowSuspended: true,
    body: recordLeanSchema,
    errors: [
      "NOT_FOUND",
      "FORBIDDEN",
      "EMAIL_NOT_VERIFIED",
      "SUSPENDED",
      "ALREADY_LEANED",
      "ALREADY_VOTED",
      "CONFLICT",
      "RATE_LIMITED",
    ],
    responses: {
      201: {
        description: "the lean, its receipt and opening (keep the opening: it proves the receipt is yours)",
        schema: z.object({
          debateId: z.number().int(),
          lean: z.enum(LEANS),
          late: z.boolean(),
          receipt: z.string(),
          opening: z.string(),
        }),
      },
    },
  },
  {
    method: "post",
    path: "/api/debates/{id}/play",
    summary: "The signed-in user's first play of the debate's video (a later lean is late)",
    auth: "user",
    errors: ["NOT_FOUND"],
    responses: { 204: { description: "recorded (or already)" } },
  },
];
