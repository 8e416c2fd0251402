import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { appeals, moderationActions } from "@/lib/db/schema";
import type { ReportTarget } from "@/lib/enums";
import type { AppealableKind } from "@/lib/moderation/kinds";
import { sendDirectMessage } from "@/lib/server/moderation/send-direct-message";

export const APPEAL_MOOT_SUBJECT = "Appeal closed: nothing is left to decide";

type Ended = {
  targetType: ReportTarget;
  targetId: number;
  /** the kinds of action the change undid: suspend and ban for a reactivation or a lift, takedown for a restore */
  actions: readonly AppealableKind[];
  /** the staff member whose change ended them */
  staffId: number;
  /** what happened, told to the appellant and kept as the appeal's reason ('The account was reactivated.') */
  what: string;
};

/**
 * Ends as moot, in the caller's transaction, every pending appeal against an action that a staff member's later
 * change undid: the appeal is closed as `moot` with the reason, and the appellant is told in the
 * inbox that nothing is left to decide. Answers how many it ended.
 */
export async function endMootAppeals(tx: Tx, e: Ended): Promise<number> {
  const reason = `${e.what} Nothing is left to decide, so the appeal is closed without a decision.`;
  const a = moderationActions;
  const rows = await tx
    .update(appeals)
    .set({ status: "moot", decidedBy: e.staffId, decidedAt: sql`now()`, reason })
    .from(a)
    .where(
      and(
        eq(a.id, appeals.actionId),
        eq(appeals.status, "pending"),
        eq(a.targetType, e.targetType),
        eq(a.targetId, e.targetId),
        inArray(a.action, e.actions),
      ),
    )
    .returning({ appellantId: appeals.appellantId, actionId: appeals.actionId });
  for (const r of rows) {
    if (r.appellantId === null) continue;
    await sendDirectMessage(tx, {
      senderId: e.staffId,
      userId: r.appellantId,
      subject: APPEAL_MOOT_SUBJECT,
      content: `Your appeal against action #${r.actionId} is closed. ${reason}`,
      actionId: r.actionId,
    });
  }
  return rows.length;
}
