import { withRoute } from "@/lib/api/with-route";
import { notFound } from "@/lib/errors";
import { getVoteStatus } from "@/lib/server/votes/get-vote-status";
import { idParam } from "@/lib/validation/fields";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/votes/{debateId}/user: whether the signed-in user voted here, and their own lean (hasVoted, position, lean)
export const GET = withRoute({ auth: "user" }, async ({ actor, params }) => {
  const id = idParam.safeParse(params.debateId);
  if (!id.success) throw notFound("Debate not found");
  return getVoteStatus(actor, id.data);
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
