import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { appeals, comments, debates, moderationActions, userRoles, users } from "@/lib/db/schema";
import {
  APPEAL_ALREADY_DECIDED,
  MODERATOR_CANNOT_DECIDE_STAFF,
  OWN_APPEAL,
  SAME_MODERATOR,
  type AppealView,
} from "@/lib/appeals/types";
import { isStaffOver } from "@/lib/auth/guards";
import { intOrNull, iso, isoOrNull, staffName } from "@/lib/server/moderation/sql-helpers";

type StaffName = RawColumns<typeof users>["username"] | null;

export type AppealRow = RawRow<
  typeof appeals,
  "id" | "status" | "statement" | "appellant_id" | "created_at" | "decided_by" | "decided_at"
> &
  RawRow<typeof moderationActions, "action" | "target_type" | "target_id" | "rule" | "duration" | "moderator_id"> & {
    appellant_name: StaffName;
    appellant_roles: RawColumns<typeof userRoles>["role"][] | null;
    decided_by_name: StaffName;
    decision_reason: RawColumns<typeof appeals>["reason"];
    action_id: RawColumns<typeof moderationActions>["id"];
    action_reason: RawColumns<typeof moderationActions>["reason"];
    moderator_name: StaffName;
    action_created_at: RawColumns<typeof moderationActions>["created_at"];
    debate_title: RawColumns<typeof debates>["title"] | null;
    debate_id: RawColumns<typeof debates>["id"] | null;
    comment_content: RawColumns<typeof comments>["content"] | null;
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

const ap = alias(appeals, "ap");
const a = alias(moderationActions, "a");
const ur = alias(userRoles, "ur");
const d = alias(debates, "d");
const cd = alias(debates, "cd");
const c = alias(comments, "c");
// the appellant, the decider and the action's moderator
const u = alias(users, "u");
const dm = alias(users, "dm");
const m = alias(users, "m");

/** `select ... from appeals ap` with the action, the people (names as staff screens show them) and the content. */
export const appealViewFrom = sql`
  select ${ap.id}, ${ap.status}, ${ap.statement}, ${ap.appellantId}, ${staffName("u")} as appellant_name,
    (select jsonb_agg(${ur.role}) from user_roles ur where ${ur.userId} = ${ap.appellantId}) as appellant_roles,
    ${ap.createdAt}, ${ap.decidedBy}, ${staffName("dm")} as decided_by_name, ${ap.decidedAt}, ${ap.reason} as decision_reason,
    ${a.id} as action_id, ${a.action}, ${a.targetType}, ${a.targetId}, ${a.reason} as action_reason, ${a.rule},
    ${a.duration}, ${a.moderatorId}, ${staffName("m")} as moderator_name, ${a.createdAt} as action_created_at,
    coalesce(${d.title}, ${cd.title}) as debate_title, coalesce(${d.id}, ${cd.id}) as debate_id,
    ${c.content} as comment_content
  from appeals ap
  join moderation_actions a on ${a.id} = ${ap.actionId}
  left join users u on ${u.id} = ${ap.appellantId}
  left join users dm on ${dm.id} = ${ap.decidedBy}
  left join users m on ${m.id} = ${a.moderatorId}
  left join debates d on ${a.targetType} = 'debate' and ${d.id} = ${a.targetId}
  left join comments c on ${a.targetType} = 'comment' and ${c.id} = ${a.targetId}
  left join debates cd on ${cd.id} = ${c.debateId}`;

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
const appealOrder = sql`(${ap.status} <> 'pending'), ${ap.createdAt} desc nulls last, ${ap.id} desc nulls last`;

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
