import { z } from "zod";
import { VOTE_POSITIONS } from "@/lib/enums";
import { MAX_ID } from "./fields";

/** POST /api/votes: position is only A or B (document 1, section 5). */
export const castVoteSchema = z.object({
  debateId: z
    .number({ error: "Debate is required" })
    .int("Debate is required")
    .min(1, "Debate is required")
    .max(MAX_ID, "Debate not found"),
  position: z.enum(VOTE_POSITIONS, "Position must be A or B"),
});
export type CastVote = z.output<typeof castVoteSchema>;
