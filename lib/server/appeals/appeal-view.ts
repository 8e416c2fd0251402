import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import {
  APPEAL_ALREADY_DECIDED,
  MODERATOR_CANNOT_DECIDE_STAFF,
  OWN_APPEAL,
  SAME_MODERATOR,
  type AppealView,
} from "@/lib/appeals/types";
import type { AppealStatus, ReportReason, ReportTarget } from "@/lib/enums";
import type { ModerationActionKind } from "@/lib/moderation/types";
import { isStaffOver } from "@/lib/auth/guards";
import type { Role } from "@/lib/roles";
import { intOrNull, iso, isoOrNull, staffName, type Timestamp } from "@/lib/server/moderation/sql-helpers";

export type AppealRow = {
  id: number;
  status: AppealStatus;
  statement: string;
  appellant_id: number | null;
  appellant_name: string | null;
  appellant_roles: Role[] | null;
  created_at: Timestamp;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: Timestamp | null;
  decision_reason: string | null;
  action_id: number;
  action: ModerationActionKind;
  target_type: ReportTarget;
  target_id: number;
  action_reason: string;
  rule: ReportReason | null;
  duration: number | null;
  moderator_id: number | null;
  moderator_name: string | null;
  action_created_at: Timestamp;
  debate_title: string | null;
  debate_id: number | null;
  comment_content: string | null;
};

/**
 * Why `staff` may not decide this appeal, or null when they may (decisions.md: only a staff member who did not take the
 * original action, within the hierarchy: nobody decides their own appeal, moderators not those of other staff).
 */
export function decideRefusal(
  staff: Pick<Actor, "id" | "roles">,
  r: Pick<AppealRow, "status" | "moderator_id" | "appellant_id" | "appellant_roles">,
): string | null {
  if (r.status !== "pending") return APPEAL_ALREADY_DECIDED;
  if (r.moderator_id !== null && Number(r.moderator_id) === staff.id) return SAME_MODERATOR;
  if (r.appellant_id !== null && Number(r.appellant_id) === staff.id) return OWN_APPEAL;
  if (!isStaffOver(staff.roles, r.appellant_roles ?? [])) return MODERATOR_CANNOT_DECIDE_STAFF;
  return null;
}

/** `select ... from appeals ap` with the action, the people (names as staff screens show them) and the content. */
export const appealViewFrom = sql`
  select ap.id, ap.status, ap.statement, ap.appellant_id, ${staffName("u")} as appellant_name,
    (select jsonb_agg(ur.role) from user_roles ur where ur.user_id = ap.appellant_id) as appellant_roles,
    ap.created_at, ap.decided_by, ${staffName("dm")} as decided_by_name, ap.decided_at, ap.reason as decision_reason,
    a.id as action_id, a.action, a.target_type, a.target_id, a.reason as action_reason, a.rule, a.duration, a.moderator_id,
    ${staffName("m")} as moderator_name, a.created_at as action_created_at,
    coalesce(d.title, cd.title) as debate_title, coalesce(d.id, cd.id) as debate_id, c.content as comment_content
  from appeals ap
  join moderation_actions a on a.id = ap.action_id
  left join users u on u.id = ap.appellant_id
  left join users dm on dm.id = ap.decided_by
  left join users m on m.id = a.moderator_id
  left join debates d on a.target_type = 'debate' and d.id = a.target_id
  left join comments c on a.target_type = 'comment' and c.id = a.target_id
  left join debates cd on cd.id = c.debate_id`;

function toAppealView(r: AppealRow, viewer: Pick<Actor, "id" | "roles">): AppealView {
  return {
    id: Number(r.id),
    status: r.status,
    statement: r.statement,
    appellantId: intOrNull(r.appellant_id),
    appellantName: r.appellant_name,
    createdAt: iso(r.created_at),
    decidedBy: intOrNull(r.decided_by),
    decidedByName: r.decided_by_name,
    decidedAt: isoOrNull(r.decided_at),
    reason: r.decision_reason,
    action: {
      id: Number(r.action_id),
      action: r.action,
      targetType: r.target_type,
      targetId: Number(r.target_id),
      reason: r.action_reason,
      rule: r.rule,
      duration: intOrNull(r.duration),
      moderatorId: intOrNull(r.moderator_id),
      moderatorName: r.moderator_name,
      createdAt: iso(r.action_created_at),
      debateTitle: r.debate_title,
      debateId: intOrNull(r.debate_id),
      commentContent: r.comment_content,
    },
    cannotDecide: decideRefusal(viewer, r),
  };
}

/** Pending first, then newest first ('nulls last' as the indexes are built). */
const appealOrder = sql`(ap.status <> 'pending'), ap.created_at desc nulls last, ap.id desc nulls last`;

export async function selectAppealViews(
  db: Db | Tx,
  viewer: Pick<Actor, "id" | "roles">,
  where: SQL,
  limit?: number,
): Promise<AppealView[]> {
  const { rows } = await db.execute<AppealRow>(
    sql`${appealViewFrom} where ${where} order by ${appealOrder}${limit ? sql` limit ${limit}` : sql``}`,
  );
  return rows.map((r) => toAppealView(r, viewer));
}
