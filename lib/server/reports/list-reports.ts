import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { comments, debates, reports, users } from "@/lib/db/schema";
import type { ReportStatus } from "@/lib/enums";
import { requireRole } from "@/lib/auth/actor";
import type { Actor } from "@/lib/server/accounts/types";

const reporter = alias(users, "reporter");
const reportedUser = alias(users, "reported_user");
const commentDebate = alias(debates, "comment_debate");

/** Reports for the moderation dashboard, newest first, with reporter, debate title and reported user's name. */
export async function listReports(actor: Actor | null, opts: { status?: ReportStatus; limit: number }) {
  requireRole(actor, "staff");
  const target = (type: string) => sql`${reports.targetType} = ${type}`;
  return getDb()
    .select({
      id: reports.id,
      reportedBy: reports.reportedBy,
      reporterName: reporter.username,
      targetType: reports.targetType,
      targetId: reports.targetId,
      debateTitle: sql<string | null>`coalesce(${debates.title}, ${commentDebate.title})`,
      reportedUserName: reportedUser.username,
      reason: reports.reason,
      description: reports.description,
      status: reports.status,
      reviewedBy: reports.reviewedBy,
      reviewedAt: reports.reviewedAt,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reportedBy))
    .leftJoin(debates, sql`${target("debate")} and ${debates.id} = ${reports.targetId}`)
    .leftJoin(comments, sql`${target("comment")} and ${comments.id} = ${reports.targetId}`)
    .leftJoin(commentDebate, eq(commentDebate.id, comments.debateId))
    .leftJoin(
      reportedUser,
      sql`${reportedUser.id} = case ${reports.targetType} when 'user' then ${reports.targetId} when 'comment' then ${comments.userId} else ${debates.creatorId} end`,
    )
    .where(opts.status ? eq(reports.status, opts.status) : undefined)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(opts.limit);
}
