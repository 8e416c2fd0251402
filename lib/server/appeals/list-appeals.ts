import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { appeals } from "@/lib/db/schema";
import type { AppealView } from "@/lib/appeals/types";
import { allOf } from "@/lib/server/moderation/sql-helpers";
import { toPage, windowConditions, type StaffPage } from "@/lib/server/moderation/staff-list";
import type { appealListQuery } from "@/lib/validation/appeals";
import { selectAppealViews } from "./appeal-view";

type Query = z.output<typeof appealListQuery>;

// the alias selectAppealViews reads its conditions on, and the cursor's row
const ap = alias(appeals, "ap");
const k = alias(appeals, "k");

/**
 * The rows after the cursor's row in the list's order: pending first, then (created_at, id) descending. `k` is the
 * cursor's row, read by its id.
 */
function afterCursor(cursor: number | undefined): SQL[] {
  if (cursor === undefined) return [];
  return [
    sql`exists (select 1 from appeals k where ${k.id} = ${cursor} and (
      (${ap.status} <> 'pending')::int > (${k.status} <> 'pending')::int
      or ((${ap.status} <> 'pending') = (${k.status} <> 'pending')
        and (${ap.createdAt}, ${ap.id}) < (${k.createdAt}, ${k.id}))))`,
  ];
}

/** GET /api/moderation/appeals: staff only; pending first, an optional status, the [from, to) window, paged. */
export async function listAppeals(actor: Actor | null, q: Query): Promise<StaffPage<AppealView> & { pending: number }> {
  const staff = requireRole(actor, "staff");
  const filters = [...windowConditions(ap, q), ...(q.status ? [sql`${ap.status} = ${q.status}`] : [])];
  const db = getDb();
  const [rows, counts] = await Promise.all([
    selectAppealViews(db, staff, allOf([...filters, ...afterCursor(q.cursor)]), q.limit + 1),
    db.execute<{ total: number; pending: number }>(sql`select count(*)::int as total,
      (select count(*)::int from ${appeals} where ${appeals.status} = 'pending') as pending from appeals ap where ${allOf(filters)}`),
  ]);
  return { ...toPage(rows, q.limit, Number(counts.rows[0].total)), pending: Number(counts.rows[0].pending) };
}
