import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { assertNotSuspended, requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { reports } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { refundLimit } from "@/lib/server/limits/refund-limit";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";
import type { CreateReport } from "@/lib/validation/reports";

export const REPORT_LOGIN_REQUIRED = "You must be logged in to report content";

const TARGET_MISSING = { debate: "Debate not found", comment: "Comment not found", user: "User not found" } as const;

/** Whether the target exists as this reporter can see it (a taken-down debate only for staff). */
const targetVisible = (type: CreateReport["targetType"], id: number, staff: boolean) => {
  if (type === "debate") return sql`exists (select 1 from debates where id = ${id} and (is_active or ${staff}))`;
  if (type === "comment") {
    return sql`exists (select 1 from comments c join debates d on d.id = c.debate_id
      where c.id = ${id} and c.deleted_at is null and (d.is_active or ${staff}))`;
  }
  return sql`exists (select 1 from users where id = ${id} and status <> 'deleted')`;
};

/**
 * A report by the session's user (never the body's `reportedBy`). One pending report per user and target: the partial
 * unique index turns a second one, concurrent or not, into the first, which is answered again (created false). 20 an
 * hour per user (and per client address and network: limits.ts), counted only for new reports (a duplicate or a missing
 * target gives its point back).
 */
export async function createReport(actor: Actor | null, input: CreateReport, ip: string | null = null) {
  const reporter = requireUser(actor);
  assertNotSuspended(reporter);
  const { targetType, targetId, reason, description } = input;
  const db = getDb();
  const existing = async () =>
    (
      await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.reportedBy, reporter.id),
            eq(reports.targetType, targetType),
            eq(reports.targetId, targetId),
            eq(reports.status, "pending"),
          ),
        )
        .limit(1)
    )[0];

  const first = await existing();
  if (first) return { report: first, created: false };
  await Promise.all([consumeLimit("report", reporter.id), consumeAddressLimits("report", ip)]);
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into reports (reported_by, target_type, target_id, reason, description)
    select ${reporter.id}, ${targetType}, ${targetId}, ${reason}, ${description}
    where ${targetVisible(targetType, targetId, isStaff(reporter.roles))}
    on conflict (reported_by, target_type, target_id) where status = 'pending' do nothing
    returning id`);
  if (rows.length) {
    const [created] = await db
      .select()
      .from(reports)
      .where(eq(reports.id, Number(rows[0].id)));
    return { report: created, created: true };
  }
  // a duplicate sent at the same moment as the first: answered with it, and its point given back
  const [raced] = await Promise.all([
    existing(),
    refundLimit("report", reporter.id),
    refundAddressLimits("report", ip),
  ]);
  if (raced) return { report: raced, created: false };
  throw notFound(TARGET_MISSING[targetType]);
}
