import { parseRouteId } from "@/lib/api/parse-input";
import { json, withRoute } from "@/lib/api/with-route";
import { listPunishmentHistory } from "@/lib/server/admin/list-punishment-history";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/admin/users/{id}/punishment-history (staff): PunishmentHistoryEntry[], newest first
export const GET = withRoute({ auth: "staff" }, async ({ actor, params }) =>
  json(await listPunishmentHistory(actor, parseRouteId(params.id, "User not found"))),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
