import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import type { ReportTarget } from "@/lib/enums";
import { notFound } from "@/lib/errors";
import type { ModerationActionView } from "@/lib/moderation/types";
import type { Role } from "@/lib/roles";
import { assertCanActOn } from "@/lib/server/admin/assert-can-act-on";
import { recordAction } from "./action-view";
import { sendDirectMessage } from "./send-direct-message";

const MISSING = { user: "User not found", debate: "Debate not found", comment: "Comment not found" } as const;
export const WARNING_SUBJECT = "You have received a warning";

type Owner = { owner_id: number | null; roles: Role[] | null; what: string };

/** Who a warning goes to: the user, the debate's creator or the comment's author, and what it is about. */
const ownerOf = (type: ReportTarget, id: number) => {
  const roles = (col: string) => sql`(select jsonb_agg(ur.role) from user_roles ur where ur.user_id = ${sql.raw(col)})`;
  if (type === "user") return sql`select u.id as owner_id, ${roles("u.id")} as roles, 'your account' as what from users u where u.id = ${id} and u.status <> 'deleted'`;
  if (type === "debate") return sql`select d.creator_id as owner_id, ${roles("d.creator_id")} as roles, 'your debate "' || d.title || '"' as what from debates d where d.id = ${id}`;
  return sql`select c.user_id as owner_id, ${roles("c.user_id")} as roles, 'your comment on "' || d.title || '"' as what
    from comments c join debates d on d.id = c.debate_id where c.id = ${id}`;
};

/**
 * A warning: the action is recorded and its owner gets an inbox message, in one transaction. Within the staff
 * hierarchy (decisions.md 'Staff'): nobody warns themselves, moderators do not warn staff.
 */
export async function warnTarget(staff: Actor, target: { type: ReportTarget; id: number }, reason: string): Promise<ModerationActionView> {
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<Owner>(ownerOf(target.type, target.id));
    const row = rows[0];
    if (!row) throw notFound(MISSING[target.type]);
    const ownerId = row.owner_id === null ? null : Number(row.owner_id);
    if (ownerId !== null) assertCanActOn(staff, { id: ownerId, roles: row.roles ?? [] });
    const action = await recordAction(tx, { moderator: staff, targetType: target.type, targetId: target.id, action: "warn", reason, duration: null });
    if (ownerId !== null) {
      const content = `A moderator warned you about ${row.what}.\n\nReason: ${reason}`;
      await sendDirectMessage(tx, { senderId: staff.id, userId: ownerId, subject: WARNING_SUBJECT, content });
    }
    return action;
  });
}
