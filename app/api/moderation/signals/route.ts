import { json, withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { getVoteSignals } from "@/lib/server/moderation/get-vote-signals";
import { voteSignalsQuery } from "@/lib/validation/moderation";

// GET /api/moderation/signals (staff): DebateSignals[] for the open debates with the most ballots (?limit, 25): the
// ballots from accounts under a day old, and groups of ballots from accounts registered from one network within an
// hour of each other (hashed ids and counts, never an address); GET /api/admin/users?group= opens a group's accounts
export const GET = withRoute({ auth: "staff", query: voteSignalsQuery }, async ({ actor, query }) =>
  json(await getVoteSignals(actor, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
