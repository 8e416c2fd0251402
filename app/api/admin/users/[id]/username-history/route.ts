import { parseRouteId } from "@/lib/api/parse-input";
import { json, withRoute } from "@/lib/api/with-route";
import { listUsernameHistory } from "@/lib/server/admin/list-username-history";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/admin/users/{id}/username-history (staff): UsernameHistoryEntry[], newest first
export const GET = withRoute({ auth: "staff" }, async ({ actor, params }) =>
  json(await listUsernameHistory(actor, parseRouteId(params.id, "User not found"))),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
