import { json, withRoute } from "@/lib/api/with-route";
import { pageHeaders } from "@/lib/server/moderation/staff-list";
import { createReport, REPORT_LOGIN_REQUIRED } from "@/lib/server/reports/create-report";
import { listReports } from "@/lib/server/reports/list-reports";
import { staffReportListQuery } from "@/lib/validation/moderation";
import { createReportSchema } from "@/lib/validation/reports";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/moderation/reports: staff only; ReportView[] newest first, optional ?status=, from/to window on createdAt,
// limit and cursor (keyset on id); X-Next-Cursor when there is more, X-Total-Count (the filtered set), X-Pending-Count
export const GET = withRoute({ auth: "staff", query: staffReportListQuery }, async ({ actor, query, setHeader }) => {
  const page = await listReports(actor, query);
  for (const [name, value] of Object.entries(pageHeaders(page))) setHeader(name, value);
  setHeader("X-Pending-Count", String(page.pending));
  return json(page.items);
});

// POST /api/moderation/reports: report a debate, comment or user as the session's user; a second report of the same
// target while the first is pending answers the first (200)
export const POST = withRoute(
  { auth: "user", unauthorizedMessage: REPORT_LOGIN_REQUIRED, body: createReportSchema },
  async ({ actor, body, ip }) => {
    const { report, created } = await createReport(actor, body, ip);
    return json(report, created ? 201 : 200);
  },
);

export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");
