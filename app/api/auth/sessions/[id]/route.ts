import { withRoute } from "@/lib/api/with-route";
import { endAccountSession } from "@/lib/server/accounts/end-account-session";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// DELETE /api/auth/sessions/{id}: ends one of the caller's own sessions (404 for anyone else's); ending this one
// signs out here as well (a suspended account may too)
export const DELETE = withRoute({ auth: "user", allowSuspended: true }, async ({ actor, params, endSession }) => {
  const { current } = await endAccountSession(actor, params.id);
  if (current) endSession();
  return { message: "Session ended", current };
});

export const { GET, POST, PUT, PATCH } = methodNotAllowed("DELETE");
