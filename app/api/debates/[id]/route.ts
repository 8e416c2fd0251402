import { after } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { emailTakedownNotice } from "@/lib/server/moderation/takedown-notice";
import { parseRouteId } from "@/lib/api/parse-input";
import { getDebate } from "@/lib/server/debates/get-debate";
import { closeWhenDue } from "@/lib/server/results/close-when-due";
import { updateDebate } from "@/lib/server/debates/update-debate";
import { updateDebateSchema } from "@/lib/validation/debates";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

const debateId = (raw: string | undefined) => parseRouteId(raw, "Debate not found");

// GET /api/debates/{id}: one debate (taken down: 404 except for staff); the first read after its deadline closes it
export const GET = withRoute({ auth: "optional", cache: "public" }, async ({ actor, params }) => {
  const debate = await getDebate(actor, debateId(params.id));
  closeWhenDue(debate);
  return debate;
});

// PATCH /api/debates/{id}: staff take down (recorded, the creator told: the email after the answer), restore, feature
// or unfeature
export const PATCH = withRoute({ auth: "staff", body: updateDebateSchema }, async ({ actor, params, body }) => {
  const { debate, notice } = await updateDebate(actor, debateId(params.id), body);
  if (notice) after(() => emailTakedownNotice(notice));
  return debate;
});

export const { POST, PUT, DELETE } = methodNotAllowed("GET", "PATCH");
