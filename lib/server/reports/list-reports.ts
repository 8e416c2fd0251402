import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { reports } from "@/lib/db/schema";
import type { ReportView } from "@/lib/moderation/types";
import { selectReportViews } from "@/lib/server/moderation/report-view";
import { allOf } from "@/lib/server/moderation/sql-helpers";
import { keysetCondition, toPage, windowConditions, type StaffPage } from "@/lib/server/moderation/staff-list";
import type { staffReportListQuery } from "@/lib/validation/moderation";

// the alias selectReportViews reads its conditions on
const r = alias(reports, "r");

type ReportList = StaffPage<ReportView> & { pending: number };

/**
 * Reports for the moderation dashboard, newest first, with the names, titles and comment text joined in SQL; the
 * [from, to) window and the status are applied in SQL, paged by keyset from the cursor's row. Also counts the
 * filtered set and every pending report (one statement, index-only counts).
 */
export async function listReports(actor: Actor | null, q: z.output<typeof staffReportListQuery>): Promise<ReportList> {
  requireRole(actor, "staff");
  const filters: SQL[] = [...windowConditions(r, q), ...(q.status ? [sql`${r.status} = ${q.status}`] : [])];
  const db = getDb();
  const [rows, counts] = await Promise.all([
    selectReportViews(db, allOf([...filters, ...keysetCondition(reports, r, q.cursor)]), q.limit + 1),
    db.execute<{ total: number; pending: number }>(sql`
      select (select count(*)::int from reports r where ${allOf(filters)}) as total,
        (select count(*)::int from ${reports} where ${reports.status} = 'pending') as pending`),
  ]);
  const { total, pending } = counts.rows[0];
  return { ...toPage(rows, q.limit, Number(total)), pending: Number(pending) };
}
