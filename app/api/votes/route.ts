import { json, withRoute } from "@/lib/api/with-route";
import { castVote } from "@/lib/server/votes/cast-vote";
import { castVoteSchema } from "@/lib/validation/votes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/votes: cast the signed-in user's one anonymous vote on an open debate. allowSuspended: castVote refuses a
// suspended account itself (the same 403 SUSPENDED), so the ledger of the debate named in the body counts it.
export const POST = withRoute(
  { auth: "user", body: castVoteSchema, allowSuspended: true },
  async ({ actor, body, ip }) => json(await castVote(actor, body, ip), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
