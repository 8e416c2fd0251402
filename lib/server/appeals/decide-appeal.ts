import "server-only";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { appeals } from "@/lib/db/schema";
import { APPEAL_NOT_FOUND, APPEAL_ALREADY_DECIDED, appealDecision, type AppealView } from "@/lib/appeals/types";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { recordAction } from "@/lib/server/moderation/action-view";
import { sendDirectMessage } from "@/lib/server/moderation/send-direct-message";
import type { decideAppealSchema } from "@/lib/validation/appeals";
import { findActionUnderAppeal } from "./action-under-appeal";
import { appealDecisionMessage, type AppealDecisionNotice } from "./appeal-decision-notice";
import { appealViewFrom, decideRefusal, selectAppealViews, type AppealRow } from "./appeal-view";
import { undoAction } from "./undo-action";
import { isLiftable } from "@/lib/moderation/kinds";

type Decision = z.output<typeof decideAppealSchema>;

/**
 * PATCH /api/moderation/appeals/{id}: a staff member who did not take the action, within the hierarchy, upholds or
 * reverses it, in ONE transaction: a reversal undoes the action (undoAction) and records a `reverse` action; either way
 * the appeal is closed and the appellant gets an inbox message with the reason. The email is the caller's to send.
 */
export async function decideAppeal(
  actor: Actor | null,
  id: number,
  { decision, reason }: Decision,
): Promise<{ appeal: AppealView; notice: AppealDecisionNotice | null }> {
  const staff = requireRole(actor, "staff");
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<AppealRow>(sql`${appealViewFrom} where ap.id = ${id} for update of ap`);
    const row = rows[0];
    if (!row) throw notFound(APPEAL_NOT_FOUND);
    const refusal = decideRefusal(staff, row);
    if (refusal === APPEAL_ALREADY_DECIDED) throw conflict(refusal);
    if (refusal) throw forbidden(refusal);

    const action = (await findActionUnderAppeal(tx, Number(row.action_id)))!;
    const reversed = appealDecision(decision).undoes;
    const restored = reversed ? await undoAction(tx, action) : null;
    const reversal = reversed
      ? await recordAction(tx, {
          moderator: staff,
          targetType: action.targetType,
          targetId: action.targetId,
          action: "reverse",
          reason: `Appeal #${id} reversed action #${action.id} (${action.action}): ${reason}`,
          rule: action.rule,
          duration: null,
        })
      : null;
    await tx
      .update(appeals)
      .set({
        status: decision,
        decidedBy: staff.id,
        decidedAt: sql`now()`,
        reason,
        reversalActionId: reversal?.id ?? null,
      })
      .where(eq(appeals.id, id));

    const message = appealDecisionMessage(action, reversed, restored, reason);
    const appellantId = row.appellant_id === null ? null : Number(row.appellant_id);
    const to =
      appellantId === null
        ? null
        : await sendDirectMessage(tx, {
            senderId: staff.id,
            userId: appellantId,
            subject: message.subject,
            content: message.content,
            actionId: action.id,
          });
    // a lifted suspension or ban: the person can sign in again
    const signIn = reversed && isLiftable(action.action);
    const notice = to?.email
      ? {
          to: to.email,
          username: to.username,
          subject: message.subject,
          summary: message.summary,
          reason,
          reversed,
          signIn,
        }
      : null;
    const [appeal] = await selectAppealViews(tx, staff, sql`ap.id = ${id}`);
    return { appeal, notice };
  });
}
