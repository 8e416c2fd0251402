import { withRoute } from "@/lib/api/with-route";
import { revokeSession } from "@/lib/server/accounts/revoke-session";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/logout: revokes this session's row and clears the cookie (a suspended account may sign out)
export const POST = withRoute({ auth: "optional", allowSuspended: true }, async ({ actor, endSession }) => {
  if (actor) await revokeSession(actor.sessionKey);
  endSession();
  return { message: "Logged out successfully" };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
