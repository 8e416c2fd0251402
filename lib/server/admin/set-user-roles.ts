import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { assertSudo } from "@/lib/server/second-factor/assert-sudo";
import { getDb } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import { userRoles, users } from "@/lib/db/schema";
import { conflict, notFound } from "@/lib/errors";
import type { AdminUserView, ModerationActionView } from "@/lib/moderation/types";
import { ROLES, type Role } from "@/lib/roles";
import { recordAction } from "@/lib/server/moderation/action-view";
import { selectAdminUser } from "./admin-user-view";
import { rolesText, sendNoticeMessage, type PunishmentNotice } from "./punishment-notice";

const LAST_ADMIN = "The last admin cannot lose the admin role";
const USER_DELETED = "User is deleted";

type RoleChangeOutcome = { user: AdminUserView; action: ModerationActionView | null; notice: PunishmentNotice | null };

const sameSet = (a: readonly Role[], b: readonly Role[]) => a.length === b.length && a.every((r) => b.includes(r));

/**
 * Admin only: the user's roles become exactly `roles` (takes effect on their next request: the session reads
 * roles per request). The admin rows are locked first, so two admins demoting each other cannot both succeed and
 * leave none. Each role row records who set it and when; the change is a 'role_change' action, an inbox message
 * and (after the answer, by the caller) an email. An unchanged list changes nothing.
 */
export async function setUserRoles(
  actor: Actor | null,
  userId: number,
  wanted: readonly Role[],
): Promise<RoleChangeOutcome> {
  const admin = requireRole(actor, "admin");
  // sudo mode: a role change cannot be undone quietly
  await assertSudo(admin);
  const roles = ROLES.filter((r) => wanted.includes(r));
  return getDb().transaction(async (tx) => {
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.role, "admin"), ne(users.status, "deleted")))
      .for("update", { of: userRoles });
    const target = await selectAdminUser(tx, userId, "for update");
    if (!target) throw notFound("User not found");
    if (target.status === "deleted") throw conflict(USER_DELETED);
    if (sameSet(target.roles, roles)) return { user: target, action: null, notice: null };
    const otherAdmins = admins.filter((a) => a.userId !== userId).length;
    if (target.roles.includes("admin") && !roles.includes("admin") && otherAdmins === 0) throw conflict(LAST_ADMIN);

    const list = sql.join(
      roles.map((r) => sql`${r}`),
      sql`, `,
    );
    await tx.execute(
      sql`delete from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} not in (${list})`,
    );
    await tx.execute(sql`
      insert into ${userRoles} (${columnNames(userRoles.userId, userRoles.role, userRoles.assignedBy, userRoles.assignedAt)})
      select ${userId}, r, ${admin.id}, now() from unnest(array[${list}]::text[]) as r
      on conflict (${columnNames(userRoles.userId, userRoles.role)}) do update
      set (${columnNames(userRoles.assignedBy, userRoles.assignedAt)})
        = (excluded.${columnNames(userRoles.assignedBy)}, excluded.${columnNames(userRoles.assignedAt)})`);
    const reason = `Roles set to: ${rolesText(roles)}`;
    const action = await recordAction(tx, {
      moderator: admin,
      targetType: "user",
      targetId: userId,
      action: "role_change",
      reason,
      duration: null,
    });
    await sendNoticeMessage(tx, { senderId: admin.id, userId, kind: "role_change", reason, until: null, roles });
    const user = (await selectAdminUser(tx, userId))!;
    const notice = target.email
      ? { to: target.email, username: target.username, kind: "role_change" as const, reason, until: null, roles }
      : null;
    return { user, action, notice };
  });
}
