import { withRoute } from "@/lib/api/with-route";
import { getAnalytics } from "@/lib/server/moderation/get-analytics";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/admin/analytics: staff only; the Analytics figures, every one a SQL aggregate (no A/B split anywhere)
export const GET = withRoute({ auth: "staff" }, async ({ actor }) => getAnalytics(actor));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
