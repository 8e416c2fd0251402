import "server-only";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { reports } from "@/lib/db/schema";
import type { ReportView } from "@/lib/moderation/types";
import type { reviewReportSchema } from "@/lib/validation/moderation";
import { lockPendingReport } from "./lock-pending-report";
import { selectReportView } from "./report-view";

/**
 * Resolve or dismiss a pending report; the reviewer is the session's user, never the body's `reviewedBy`. A report
 * that already has the status asked for answers as it is, changed in nothing (document 2's takedown sets 'resolved'
 * after the deactivation already resolved it: decisions.md 'Document 2's REST sequences'); another status is 409.
 */
export async function reviewReport(
  actor: Actor | null,
  id: number,
  { status }: z.output<typeof reviewReportSchema>,
): Promise<ReportView> {
  const staff = requireRole(actor, "staff");
  return getDb().transaction(async (tx) => {
    if (await lockPendingReport(tx, id, status))
      await tx
        .update(reports)
        .set({ status, reviewedBy: staff.id, reviewedAt: sql`now()` })
        .where(eq(reports.id, id));
    return (await selectReportView(tx, id))!;
  });
}
