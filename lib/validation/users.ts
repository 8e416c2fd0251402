import "./zod-config";
import { z } from "zod";

/** GET /api/users/{id}/votes: an optional filter on the debate title (the header search on the user page). */
export const userVotesQuerySchema = z.object({
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
});
