import { after } from "next/server";
import { parseRouteId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { APPEAL_NOT_FOUND } from "@/lib/appeals/types";
import { emailAppealDecision } from "@/lib/server/appeals/appeal-decision-notice";
import { decideAppeal } from "@/lib/server/appeals/decide-appeal";
import { decideAppealSchema } from "@/lib/validation/appeals";

// PATCH /api/moderation/appeals/{id} { decision: 'upheld'|'reversed', reason }: a staff member other than the one who
// took the action, within the hierarchy (403 otherwise); a reversal undoes the action; the appellant is told by inbox
// now and by email after the answer. Answers the AppealView.
export const PATCH = withRoute({ auth: "staff", body: decideAppealSchema }, async ({ actor, params, body }) => {
  const { appeal, notice } = await decideAppeal(actor, parseRouteId(params.id, APPEAL_NOT_FOUND), body);
  if (notice) after(() => emailAppealDecision(notice));
  return appeal;
});

export const { GET, POST, PUT, DELETE } = methodNotAllowed("PATCH");
