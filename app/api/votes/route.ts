import { json, withRoute } from "@/lib/api/with-route";
import { castVote } from "@/lib/server/votes/cast-vote";
import { castVoteSchema } from "@/lib/validation/votes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/votes: cast the signed-in user's one anonymous vote on an open debate
export const POST = withRoute({ auth: "user", body: castVoteSchema }, async ({ actor, body }) =>
  json(await castVote(actor, body), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
