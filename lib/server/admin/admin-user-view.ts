import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { userRoles, users } from "@/lib/db/schema";
import type { AdminUserView } from "@/lib/moderation/types";
import { mainRole, type Role } from "@/lib/roles";
import { staffName } from "@/lib/server/moderation/sql-helpers";

export type AdminUserRow = RawRow<
  typeof users,
  | "id"
  | "username"
  | "email"
  | "status"
  | "suspended_until"
  | "email_verified"
  | "is_verified"
  | "joined_at"
  | "last_active"
  | "debate_count"
  | "mailbox_shared"
> & { roles: Role[] | null };

const u = alias(users, "u");
const ur = alias(userRoles, "ur");

/**
 * The columns of an AdminUserView, for `select ... from users u` (roles from user_roles, one subquery per row); a
 * deleted account's name is '[deleted user]', as every other screen shows it.
 */
export const adminUserColumns = sql`${u.id}, ${staffName("u")} as username, ${u.email}, ${u.status}, ${u.suspendedUntil},
  ${u.emailVerified}, ${u.isVerified}, ${u.joinedAt}, ${u.lastActive}, ${u.debateCount}, ${u.mailboxShared},
  coalesce((select jsonb_agg(${ur.role} order by ${ur.role}) from user_roles ur where ${ur.userId} = ${u.id}), '[]'::jsonb)
    as roles`;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toAdminUserView(row: AdminUserRow): AdminUserView {
  const roles = row.roles ?? [];
  return {
    id: Number(row.id),
    username: row.username,
    email: row.email,
    role: mainRole(roles),
    roles,
    status: row.status,
    suspendedUntil: iso(row.suspended_until),
    emailVerified: row.email_verified,
    isVerified: row.is_verified,
    joinedAt: iso(row.joined_at)!,
    lastActive: iso(row.last_active),
    debateCount: Number(row.debate_count),
    mailboxShared: Boolean(row.mailbox_shared),
  };
}

/** One user as the admin screens read them, or null. */
export async function selectAdminUser(db: Db | Tx, userId: number, lock?: "for update"): Promise<AdminUserView | null> {
  const suffix: SQL = lock ? sql` for update of u` : sql``;
  const { rows } = await db.execute<AdminUserRow>(
    sql`select ${adminUserColumns} from users u where ${u.id} = ${userId}${suffix}`,
  );
  return rows[0] ? toAdminUserView(rows[0]) : null;
}
