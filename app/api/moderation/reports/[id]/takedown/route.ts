import { after } from "next/server";
import { parseRouteId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { REPORT_NOT_FOUND } from "@/lib/server/moderation/lock-pending-report";
import { takeDownReport } from "@/lib/server/moderation/take-down-report";
import { emailTakedownNotice } from "@/lib/server/moderation/takedown-notice";
import { takedownSchema } from "@/lib/validation/moderation";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/moderation/reports/{id}/takedown: staff hide the debate or delete the comment, resolve, record, tell the
// owner (inbox now, email after the answer); answers TakedownResult
export const POST = withRoute({ auth: "staff", body: takedownSchema }, async ({ actor, params, body }) => {
  const { report, action, notice } = await takeDownReport(actor, parseRouteId(params.id, REPORT_NOT_FOUND), body);
  if (notice) after(() => emailTakedownNotice(notice));
  return { report, action };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
