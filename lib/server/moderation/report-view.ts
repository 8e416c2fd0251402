import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { comments, debates, reports, users } from "@/lib/db/schema";
import type { ReportView } from "@/lib/moderation/types";
import { iso, intOrNull, isoOrNull, staffName } from "./sql-helpers";

type StaffName = RawColumns<typeof users>["username"] | null;

type ReportRow = RawRow<
  typeof reports,
  | "id"
  | "reported_by"
  | "target_type"
  | "target_id"
  | "reason"
  | "description"
  | "status"
  | "reviewed_by"
  | "reviewed_at"
  | "created_at"
> & {
  reporter_name: StaffName;
  debate_title: RawColumns<typeof debates>["title"] | null;
  debate_id: RawColumns<typeof debates>["id"] | null;
  comment_content: RawColumns<typeof comments>["content"] | null;
  reported_user_name: StaffName;
};

// the report, its reporter, the debate (or the comment's), the comment and the reported user
const r = alias(reports, "r");
const rep = alias(users, "rep");
const d = alias(debates, "d");
const cd = alias(debates, "cd");
const c = alias(comments, "c");
const ru = alias(users, "ru");

/**
 * `select ... from reports r` with everything a ReportView joins: the reporter, the debate (a comment's debate for a
 * comment), the comment's text (kept after a deletion: moderation sees what it said) and the reported user (the
 * user, the comment's author or the debate's creator).
 */
export const reportViewFrom = sql`
  select ${r.id}, ${r.reportedBy}, ${staffName("rep")} as reporter_name, ${r.targetType}, ${r.targetId},
    coalesce(${d.title}, ${cd.title}) as debate_title, coalesce(${d.id}, ${cd.id}) as debate_id,
    ${c.content} as comment_content, ${staffName("ru")} as reported_user_name, ${r.reason}, ${r.description},
    ${r.status}, ${r.reviewedBy}, ${r.reviewedAt}, ${r.createdAt}
  from reports r
  left join users rep on ${rep.id} = ${r.reportedBy}
  left join debates d on ${r.targetType} = 'debate' and ${d.id} = ${r.targetId}
  left join comments c on ${r.targetType} = 'comment' and ${c.id} = ${r.targetId}
  left join debates cd on ${cd.id} = ${c.debateId}
  left join users ru on ${ru.id} = case ${r.targetType} when 'user' then ${r.targetId} when 'comment' then ${c.userId}
    else ${d.creatorId} end`;

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
    sql`${reportViewFrom} where ${where} order by ${r.createdAt} desc nulls last, ${r.id} desc nulls last${limit ? sql` limit ${limit}` : sql``}`,
  );
  return rows.map(toReportView);
}

export async function selectReportView(db: Db | Tx, id: number): Promise<ReportView | null> {
  return (await selectReportViews(db, sql`${r.id} = ${id}`))[0] ?? null;
}
