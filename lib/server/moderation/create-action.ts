import "server-only";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { badRequest } from "@/lib/errors";
import type { ModerationActionView } from "@/lib/moderation/types";
import { emailPunishmentNotice } from "@/lib/server/admin/email-punishment-notice";
import { punishUser } from "@/lib/server/admin/punish-user";
import { isAccountKind, isRefusedByHand, MODERATION_KINDS } from "@/lib/moderation/kinds";
import type { createActionSchema } from "@/lib/validation/moderation";
import { takeDownTarget } from "./take-down-target";
import { emailTakedownNotice } from "./takedown-notice";
import { emailWarningNotice, warnTarget } from "./warn-target";

type CreateAction = z.output<typeof createActionSchema>;
/**
 * The recorded action, and the email to send after the answer (null when there is none); `created` false when nothing
 * new was recorded (a takedown of content whose takedown is in force answers that one).
 */
type CreatedAction = { action: ModerationActionView; sendMail: (() => Promise<void>) | null; created: boolean };

const DURATION_REQUIRED = "Duration is required for a suspension";
const refuse = (message: string) => badRequest(message, { action: message });

/**
 * The Create Action form (document 2, section 7). The moderator is the session's user, never the body's
 * moderatorId; the duration comes in days and is applied in hours.
 */
export async function createAction(actor: Actor | null, input: CreateAction): Promise<CreatedAction> {
  const staff = requireRole(actor, "staff");
  const { targetType, targetId, action, reason, duration, rule } = input;

  if (isRefusedByHand(action)) throw refuse(MODERATION_KINDS[action].byHand.refuse);
  if (isAccountKind(action)) {
    if (targetType !== "user") throw refuse(`The ${action} action applies to users only`);
    const { timed } = MODERATION_KINDS[action];
    if (timed && duration === undefined) throw badRequest(DURATION_REQUIRED, { duration: DURATION_REQUIRED });
    const hours = timed && duration !== undefined ? duration * 24 : undefined;
    const outcome = await punishUser(staff, targetId, { action, reason, hours, rule });
    return {
      action: outcome.action,
      sendMail: outcome.notice ? () => emailPunishmentNotice(outcome.notice) : null,
      created: true,
    };
  }
  switch (action) {
    case "takedown": {
      if (targetType === "user") throw refuse("Only a debate or a comment can be taken down");
      const {
        action: recorded,
        notice,
        created,
      } = await takeDownTarget(staff, { type: targetType, id: targetId }, reason);
      return { action: recorded, sendMail: notice ? () => emailTakedownNotice(notice) : null, created };
    }
    case "warn": {
      const warned = await warnTarget(staff, { type: targetType, id: targetId }, reason);
      const notice = warned.notice;
      return { action: warned.action, sendMail: notice ? () => emailWarningNotice(notice) : null, created: true };
    }
    default:
      return action satisfies never;
  }
}
