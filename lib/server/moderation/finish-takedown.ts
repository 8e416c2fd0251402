import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { reports } from "@/lib/db/schema";
import type { ReportReason } from "@/lib/enums";
import type { ModerationActionView } from "@/lib/moderation/types";
import { recordAction } from "./action-view";
import type { HiddenContent } from "./hide-target";
import { sendDirectMessage } from "./send-direct-message";
import { takedownMessage, takedownStatement, type TakedownNotice } from "./takedown-notice";

type Finish = {
  moderator: { id: number; username: string };
  content: HiddenContent;
  /** the action row's reason (a report's takedown names the report) */
  actionReason: string;
  /** the report's reason, the rule the notice names (null without a report) */
  rule: ReportReason | null;
  /** the facts the owner is told */
  facts: string;
};

/**
 * The rest of a takedown, in the caller's transaction after hideTarget: every pending report on the target is
 * resolved by this moderator, the `takedown` action is recorded, and the owner gets an inbox message with the
 * statement of reasons. Returns the action and the email to send after the answer.
 */
export async function finishTakedown(
  tx: Tx,
  f: Finish,
): Promise<{ action: ModerationActionView; notice: TakedownNotice | null }> {
  const { moderator, content } = f;
  await tx
    .update(reports)
    .set({ status: "resolved", reviewedBy: moderator.id, reviewedAt: sql`now()` })
    .where(and(eq(reports.targetType, content.type), eq(reports.targetId, content.id), eq(reports.status, "pending")));
  const action = await recordAction(tx, {
    moderator,
    targetType: content.type,
    targetId: content.id,
    action: "takedown",
    reason: f.actionReason,
    rule: f.rule,
    duration: null,
  });
  const statement = takedownStatement(content, action, f.rule, f.facts);
  const message = takedownMessage(content, statement);
  const owner =
    content.ownerId === null
      ? null
      : await sendDirectMessage(tx, {
          senderId: moderator.id,
          userId: content.ownerId,
          ...message,
          actionId: action.id,
        });
  // account mail: sent whatever the unsubscribe flag says
  const notice = owner?.email
    ? { to: owner.email, username: owner.username, subject: message.subject, content, statement }
    : null;
  return { action, notice };
}
