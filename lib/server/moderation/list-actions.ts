import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { moderationActions } from "@/lib/db/schema";
import type { ModerationActionView } from "@/lib/moderation/types";
import { selectActionViews } from "./action-view";
import { allOf } from "./sql-helpers";
import { keysetCondition, toPage, windowConditions, type StaffListQuery, type StaffPage } from "./staff-list";

// the alias selectActionViews reads its conditions on
const a = alias(moderationActions, "a");

/** Moderation actions newest first with the moderator's name, in the [from, to) window, paged like the reports. */
export async function listActions(actor: Actor | null, q: StaffListQuery): Promise<StaffPage<ModerationActionView>> {
  requireRole(actor, "staff");
  const filters = windowConditions(a, q);
  const db = getDb();
  const [rows, counts] = await Promise.all([
    selectActionViews(db, allOf([...filters, ...keysetCondition(moderationActions, a, q.cursor)]), q.limit + 1),
    db.execute<{ total: number }>(sql`select count(*)::int as total from moderation_actions a where ${allOf(filters)}`),
  ]);
  return toPage(rows, q.limit, Number(counts.rows[0].total));
}
