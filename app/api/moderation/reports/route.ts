import { withRoute } from "@/lib/api/with-route";
import { listReports } from "@/lib/server/reports/list-reports";
import { reportListQuery } from "@/lib/validation/reports";

// GET /api/moderation/reports: staff only; newest first, optional ?status=pending
export const GET = withRoute({ auth: "staff", query: reportListQuery }, async ({ actor, query }) => listReports(actor, query));
