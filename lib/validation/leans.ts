import { z } from "zod";
import { LEANS } from "@/lib/enums";

/** POST /api/debates/{id}/lean: where the member stands before watching; nothing else in the body. */
export const recordLeanSchema = z.strictObject({
  lean: z.enum(LEANS, "Lean must be A, B or undecided"),
});
export type RecordLean = z.output<typeof recordLeanSchema>;
