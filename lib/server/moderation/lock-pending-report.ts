import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { reports } from "@/lib/db/schema";
import type { ReportReason, ReportStatus, ReportTarget } from "@/lib/enums";
import { conflict, notFound } from "@/lib/errors";

export const REPORT_NOT_FOUND = "Report not found";
const REPORT_ALREADY_REVIEWED = "Report already reviewed";

export type PendingReport = {
  id: number;
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  description: string | null;
};

/**
 * Locks the report for this transaction: 404 when there is none, 409 when someone already reviewed it, but null when
 * it already has the status `unchangedIf` names (document 2's REST sequence sets a status a takedown already set).
 */
export async function lockPendingReport(tx: Tx, id: number): Promise<PendingReport>;
export async function lockPendingReport(tx: Tx, id: number, unchangedIf: ReportStatus): Promise<PendingReport | null>;
export async function lockPendingReport(tx: Tx, id: number, unchangedIf?: ReportStatus): Promise<PendingReport | null> {
  const [row] = await tx
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      description: reports.description,
      status: reports.status,
    })
    .from(reports)
    .where(eq(reports.id, id))
    .for("update");
  if (!row) throw notFound(REPORT_NOT_FOUND);
  const { status, ...report } = row;
  if (unchangedIf !== undefined && status === unchangedIf) return null;
  if (status !== "pending") throw conflict(REPORT_ALREADY_REVIEWED);
  return report;
}
