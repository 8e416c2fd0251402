import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import type { ReportTarget } from "@/lib/enums";
import { sendDirectMessage } from "@/lib/server/moderation/send-direct-message";

export const APPEAL_MOOT_SUBJECT = "Appeal closed: nothing is left to decide";

type Ended = {
  targetType: ReportTarget;
  targetId: number;
  /** the kinds of action the change undid: suspend and ban for a reactivation or a lift, takedown for a restore */
  actions: readonly ("takedown" | "suspend" | "ban")[];
  /** the staff member whose change ended them */
  staffId: number;
  /** what happened, told to the appellant and kept as the appeal's reason ('The account was reactivated.') */
  what: string;
};

/**
 * Ends as moot, in the caller's transaction, every pending appeal against an action that a staff member's later
 * change undid (issue 24 item 6.7): the appeal is closed as `moot` with the reason, and the appellant is told in the
 * inbox that nothing is left to decide. Answers how many it ended.
 */
export async function endMootAppeals(tx: Tx, e: Ended): Promise<number> {
  const kinds = sql.join(
    e.actions.map((a) => sql`${a}`),
    sql`, `,
  );
  const reason = `${e.what} Nothing is left to decide, so the appeal is closed without a decision.`;
  const { rows } = await tx.execute<{ appellant_id: number | null; action_id: number }>(sql`
    update appeals ap set status = 'moot', decided_by = ${e.staffId}, decided_at = now(), reason = ${reason}
    from moderation_actions a
    where a.id = ap.action_id and ap.status = 'pending'
      and a.target_type = ${e.targetType} and a.target_id = ${e.targetId} and a.action in (${kinds})
    returning ap.appellant_id, ap.action_id`);
  for (const r of rows) {
    if (r.appellant_id === null) continue;
    await sendDirectMessage(tx, {
      senderId: e.staffId,
      userId: Number(r.appellant_id),
      subject: APPEAL_MOOT_SUBJECT,
      content: `Your appeal against action #${Number(r.action_id)} is closed. ${reason}`,
      actionId: Number(r.action_id),
    });
  }
  return rows.length;
}
