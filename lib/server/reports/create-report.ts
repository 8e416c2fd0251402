import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import { assertNotSuspended, requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { columnNames } from "@/lib/db/column-names";
import { comments, debates, reports, users } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { refundLimit } from "@/lib/server/limits/refund-limit";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";
import type { CreateReport } from "@/lib/validation/reports";

export const REPORT_LOGIN_REQUIRED = "You must be logged in to report content";

const c = alias(comments, "c");
const d = alias(debates, "d");

const TARGET_MISSING = { debate: "Debate not found", comment: "Comment not found", user: "User not found" } as const;

/** Whether the target exists as this reporter can see it (a taken-down debate only for staff). */
const targetVisible = (type: CreateReport["targetType"], id: number, staff: boolean) => {
  if (type === "debate")
    return sql`exists (select 1 from ${debates} where ${debates.id} = ${id} and (${debates.isActive} or ${staff}))`;
  if (type === "comment") {
    return sql`exists (select 1 from comments c join debates d on ${d.id} = ${c.debateId}
      where ${c.id} = ${id} and ${c.deletedAt} is null and (${d.isActive} or ${staff}))`;
  }
  return sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${users.status} <> 'deleted')`;
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
  const { rows } = await db.execute<RawRow<typeof reports, "id">>(sql`
    insert into ${reports} (${columnNames(reports.reportedBy, reports.targetType, reports.targetId, reports.reason, reports.description)})
    select ${reporter.id}, ${targetType}, ${targetId}, ${reason}, ${description}
    where ${targetVisible(targetType, targetId, isStaff(reporter.roles))}
    on conflict (${columnNames(reports.reportedBy, reports.targetType, reports.targetId)})
      where ${columnNames(reports.status)} = 'pending' do nothing
    returning ${reports.id}`);
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
