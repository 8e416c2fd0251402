import { parseRouteId } from "@/lib/api/parse-input";
import { json, withRoute } from "@/lib/api/with-route";
import { getUserActivity } from "@/lib/server/admin/get-user-activity";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/admin/users/{id}/activity (staff): UserActivity, their debates and those they voted in (never the side)
export const GET = withRoute({ auth: "staff" }, async ({ actor, params }) =>
  json(await getUserActivity(actor, parseRouteId(params.id, "User not found"))),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
