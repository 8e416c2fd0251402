import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { StaffUser } from "@/lib/moderation/types";

/** The users holding a staff role (moderator or admin), by name; deleted accounts are left out. */
export async function listStaffUsers(actor: Actor | null, role: "moderator" | "admin"): Promise<StaffUser[]> {
  requireRole(actor, "staff");
  const { rows } = await getDb().execute<StaffUser>(sql`
    select u.id, u.username from user_roles ur join users u on u.id = ur.user_id
    where ur.role = ${role} and u.status <> 'deleted'
    order by lower(u.username), u.id`);
  return rows.map((r) => ({ id: Number(r.id), username: r.username }));
}
