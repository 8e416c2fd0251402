import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { reports } from "@/lib/db/schema";
import { badRequest, notFound } from "@/lib/errors";
import type { TakedownResult } from "@/lib/moderation/types";
import type { takedownSchema } from "@/lib/validation/moderation";
import { finishTakedown } from "./finish-takedown";
import { hideTarget } from "./hide-target";
import { lockPendingReport, REPORT_NOT_FOUND, type PendingReport } from "./lock-pending-report";
import { selectReportView } from "./report-view";
import type { TakedownNotice } from "./takedown-notice";

/** The facts of a report's takedown when the moderator wrote none: the report's reason is the whole case. */
const NO_FURTHER_FACTS = "The moderator gave no facts beyond the rule the report named.";
const ONLY_CONTENT = "Only a debate or a comment can be taken down";

/** The action row names the report: 'Report #12 (spam): <the moderator's reason or the report's description>'. */
const actionReason = (r: PendingReport, reason: string | undefined) => {
  const why = reason ?? r.description;
  return `Report #${r.id} (${r.reason})${why ? `: ${why}` : ""}`;
};

/**
 * Takes down what a pending report is about, in ONE transaction (decisions.md 'Staff'): hide the debate or
 * delete the comment, resolve this and every other pending report on it, record the `takedown` action, message
 * the owner. Any failure leaves everything as it was. The target's row is locked before the report's, the order
 * every takedown of that target takes, so two takedowns of one target cannot deadlock.
 */
export async function takeDownReport(
  actor: Actor | null,
  id: number,
  input: z.output<typeof takedownSchema>,
): Promise<TakedownResult & { notice: TakedownNotice | null }> {
  const moderator = requireRole(actor, "staff");
  return getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ type: reports.targetType, id: reports.targetId })
      .from(reports)
      .where(eq(reports.id, id));
    if (!target) throw notFound(REPORT_NOT_FOUND);
    const { type } = target;
    if (type === "user") throw badRequest(`${ONLY_CONTENT}; punish the user instead`);
    const content = await hideTarget(tx, { type, id: target.id });
    const report = await lockPendingReport(tx, id);
    const { action, notice } = await finishTakedown(tx, {
      moderator,
      content,
      actionReason: actionReason(report, input.reason),
      rule: report.reason,
      facts: input.reason ?? NO_FURTHER_FACTS,
    });
    return { report: (await selectReportView(tx, id))!, action, notice };
  });
}
