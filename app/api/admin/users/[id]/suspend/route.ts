import { after } from "next/server";
import { parseRouteId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { emailPunishmentNotice } from "@/lib/server/admin/email-punishment-notice";
import { punishUser } from "@/lib/server/admin/punish-user";
import { suspendSchema } from "@/lib/validation/moderation";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/admin/users/{id}/suspend (staff): duration in hours (1, 6, 24 by default, 72, 168, 720), reason
export const POST = withRoute({ auth: "staff", body: suspendSchema }, async ({ actor, params, body }) => {
  const userId = parseRouteId(params.id, "User not found");
  const { user, action, notice } = await punishUser(actor, userId, {
    action: "suspend",
    reason: body.reason,
    hours: body.duration,
  });
  after(() => emailPunishmentNotice(notice));
  return { user, action };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
