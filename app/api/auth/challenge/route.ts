import { json, withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { issueChallenge } from "@/lib/server/pow/issue-challenge";

// GET /api/auth/challenge: a proof-of-work challenge to solve before POST /api/auth/register (its `altcha`), limited
// per address; never cached (docs/decisions/0016-proof-of-work.md)
export const GET = withRoute({ auth: "public" }, async ({ ip }) => json(await issueChallenge({ ip })));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
