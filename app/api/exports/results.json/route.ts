import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { listClosedResults } from "@/lib/server/results/list-closed-results";

// GET /api/exports/results.json: open data, every closed debate's result (no personal data)
export const GET = withRoute({ auth: "public", cache: "public" }, async () => listClosedResults());

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
