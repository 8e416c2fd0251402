// Casting a vote and reading one's own.
import { z } from "zod";
import { LEANS, VOTE_POSITIONS } from "@/lib/enums";
import { castVoteSchema } from "@/lib/validation/votes";
import type { Operation } from "./operation";

export const voteOperations: Operation[] = [
  {
    method: "post",
    path: "/api/votes",
    summary: "Cast the signed-in member's one sealed vote on an open debate",
    auth: "user",
    allowSuspended: true,
    body: castVoteSchema,
    errors: ["NOT_FOUND", "FORBIDDEN", "EMAIL_NOT_VERIFIED", "SUSPENDED", "ALREADY_VOTED", "CONFLICT", "RATE_LIMITED"],
    responses: {
      201: {
        description: "the vote, its receipt and opening (the running total only: the split is sealed until the end)",
        schema: z.object({
          debateId: z.number().int(),
          position: z.enum(VOTE_POSITIONS),
          hasVoted: z.literal(true),
          voteCount: z.object({ total: z.number().int() }),
          receipt: z.string(),
          opening: z.string(),
        }),
      },
    },
  },
  {
    method: "get",
    path: "/api/votes/{debateId}/user",
    summary: "Whether the signed-in user voted here, their side and their own lean",
    auth: "user",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the caller's own status",
        schema: z.object({
          hasVoted: z.boolean(),
          position: z.enum(VOTE_POSITIONS).nullable(),
          lean: z.object({ lean: z.enum(LEANS), late: z.boolean(), receipt: z.string() }).nullable(),
        }),
      },
    },
  },
];
