import { parseRouteId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { REPORT_NOT_FOUND } from "@/lib/server/moderation/lock-pending-report";
import { reviewReport } from "@/lib/server/moderation/review-report";
import { reviewReportSchema } from "@/lib/validation/moderation";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// PATCH /api/moderation/reports/{id}: staff resolve or dismiss a pending report: a ReportView (the same status again:
// 200, unchanged; another status once reviewed: 409)
export const PATCH = withRoute({ auth: "staff", body: reviewReportSchema }, async ({ actor, params, body }) =>
  reviewReport(actor, parseRouteId(params.id, REPORT_NOT_FOUND), body),
);

export const { GET, POST, PUT, DELETE } = methodNotAllowed("PATCH");
