import { withRoute } from "@/lib/api/with-route";
import { endOtherSessions } from "@/lib/server/accounts/end-other-sessions";
import { listSessions } from "@/lib/server/accounts/list-sessions";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { plural } from "@/lib/plural";

// GET /api/auth/sessions: the caller's own live sessions (device, created, last active, which is this one)
export const GET = withRoute({ auth: "user" }, async ({ actor }) => listSessions(actor));

// DELETE /api/auth/sessions: ends every session of the caller's account but this one (a suspended account may too)
export const DELETE = withRoute({ auth: "user", allowSuspended: true }, async ({ actor }) => {
  const { ended } = await endOtherSessions(actor);
  return { message: `${plural(ended, "other session")} ended`, ended };
});

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");
