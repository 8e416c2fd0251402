import { json, withRoute } from "@/lib/api/with-route";
import { createReport, REPORT_LOGIN_REQUIRED } from "@/lib/server/reports/create-report";
import { listReports } from "@/lib/server/reports/list-reports";
import { createReportSchema, reportListQuery } from "@/lib/validation/reports";

// GET /api/moderation/reports: staff only; newest first, optional ?status=pending
export const GET = withRoute({ auth: "staff", query: reportListQuery }, async ({ actor, query }) => listReports(actor, query));

// POST /api/moderation/reports: report a debate, comment or user as the session's user; a second report of the same
// target while the first is pending answers the first (200)
export const POST = withRoute(
  { auth: "user", unauthorizedMessage: REPORT_LOGIN_REQUIRED, body: createReportSchema },
  async ({ actor, body }) => {
    const { report, created } = await createReport(actor, body);
    return json(report, created ? 201 : 200);
  },
);
