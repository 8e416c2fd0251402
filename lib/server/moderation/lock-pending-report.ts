import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
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
  const { rows } = await tx.execute<{
    id: number;
    target_type: ReportTarget;
    target_id: number;
    reason: ReportReason;
    description: string | null;
    status: string;
  }>(sql`select id, target_type, target_id, reason, description, status from reports where id = ${id} for update`);
  const r = rows[0];
  if (!r) throw notFound(REPORT_NOT_FOUND);
  if (unchangedIf !== undefined && r.status === unchangedIf) return null;
  if (r.status !== "pending") throw conflict(REPORT_ALREADY_REVIEWED);
  return {
    id: Number(r.id),
    targetType: r.target_type,
    targetId: Number(r.target_id),
    reason: r.reason,
    description: r.description,
  };
}
