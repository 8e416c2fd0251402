import { withRoute } from "@/lib/api/with-route";
import { parseRouteId } from "@/lib/api/parse-input";
import { getTurnout } from "@/lib/server/debates/get-turnout";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/debates/{id}/turnout: the number of votes cast, which an open debate's page follows; the same for everyone,
// asked for without cookies, so a shared cache answers every viewer from one copy
export const GET = withRoute({ auth: "public", cache: "public" }, async ({ params }) =>
  getTurnout(parseRouteId(params.id, "Debate not found")),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
