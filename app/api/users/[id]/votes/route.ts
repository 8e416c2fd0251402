import { parseUserId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { listUserVotes } from "@/lib/server/users/list-user-votes";
import { userVotesQuerySchema } from "@/lib/validation/users";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/users/{id}/votes: the user's voting history, newest first; the side only for the voter themselves
export const GET = withRoute(
  { auth: "optional", cache: "public", query: userVotesQuerySchema },
  async ({ actor, params, query }) => listUserVotes(actor, parseUserId(params.id), query),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
