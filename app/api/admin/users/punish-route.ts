import { after } from "next/server";
import { parseRouteId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { emailPunishmentNotice } from "@/lib/server/admin/email-punishment-notice";
import { punishUser } from "@/lib/server/admin/punish-user";
import type { AccountKind, TimedKind } from "@/lib/moderation/kinds";
import type { PunishmentResult } from "@/lib/moderation/types";
import { punishmentReasonSchema } from "@/lib/validation/moderation";

/** POST /api/admin/users/{id}/{ban,delete,reactivate,lift-punishment}: staff; answers { user, action }, mails after. */
export const punishRoute = (action: Exclude<AccountKind, TimedKind>) =>
  withRoute(
    { auth: "staff", body: punishmentReasonSchema },
    async ({ actor, params, body }): Promise<PunishmentResult> => {
      const {
        user,
        action: recorded,
        notice,
      } = await punishUser(actor, parseRouteId(params.id, "User not found"), {
        action,
        reason: body.reason,
        rule: body.rule,
      });
      after(() => emailPunishmentNotice(notice));
      return { user, action: recorded };
    },
  );
