import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { ReportReason, ReportStatus, ReportTarget } from "@/lib/enums";
import type { ReportView } from "@/lib/moderation/types";
import { iso, intOrNull, isoOrNull, staffName, type Timestamp } from "./sql-helpers";

type ReportRow = {
  id: number;
  reported_by: number | null;
  reporter_name: string | null;
  target_type: ReportTarget;
  target_id: number;
  debate_title: string | null;
  debate_id: number | null;
  comment_content: string | null;
  reported_user_name: string | null;
  reason: ReportReason;
  description: string | null;
  status: ReportStatus;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  created_at: Timestamp;
};

/**
 * `select ... from reports r` with everything a ReportView joins: the reporter, the debate (a comment's debate for a
 * comment), the comment's text (kept after a deletion: moderation sees what it said) and the reported user (the
 * user, the comment's author or the debate's creator).
 */
export const reportViewFrom = sql`
  select r.id, r.reported_by, ${staffName("rep")} as reporter_name, r.target_type, r.target_id,
    coalesce(d.title, cd.title) as debate_title, coalesce(d.id, cd.id) as debate_id, c.content as comment_content,
    ${staffName("ru")} as reported_user_name, r.reason, r.description, r.status, r.reviewed_by, r.reviewed_at, r.created_at
  from reports r
  left join users rep on rep.id = r.reported_by
  left join debates d on r.target_type = 'debate' and d.id = r.target_id
  left join comments c on r.target_type = 'comment' and c.id = r.target_id
  left join debates cd on cd.id = c.debate_id
  left join users ru on ru.id = case r.target_type when 'user' then r.target_id when 'comment' then c.user_id else d.creator_id end`;

function toReportView(r: ReportRow): ReportView {
  return {
    id: Number(r.id),
    reportedBy: intOrNull(r.reported_by),
    reporterName: r.reporter_name,
    targetType: r.target_type,
    targetId: Number(r.target_id),
    debateTitle: r.debate_title,
    debateId: intOrNull(r.debate_id),
    commentContent: r.comment_content,
    reportedUserName: r.reported_user_name,
    reason: r.reason,
    description: r.description,
    status: r.status,
    reviewedBy: intOrNull(r.reviewed_by),
    reviewedAt: isoOrNull(r.reviewed_at),
    createdAt: iso(r.created_at),
  };
}

/**
 * Report views matching `where` (on alias r), newest first ('nulls last' as the indexes are built, so they serve the
 * order).
 */
export async function selectReportViews(db: Db | Tx, where: SQL, limit?: number): Promise<ReportView[]> {
  const { rows } = await db.execute<ReportRow>(
    sql`${reportViewFrom} where ${where} order by r.created_at desc nulls last, r.id desc nulls last${limit ? sql` limit ${limit}` : sql``}`,
  );
  return rows.map(toReportView);
}

export async function selectReportView(db: Db | Tx, id: number): Promise<ReportView | null> {
  return (await selectReportViews(db, sql`r.id = ${id}`))[0] ?? null;
}
