import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { userRoles, users } from "@/lib/db/schema";
import type { StaffUser } from "@/lib/moderation/types";

/** The users holding a staff role (moderator or admin), by name; deleted accounts are left out. */
export async function listStaffUsers(actor: Actor | null, role: "moderator" | "admin"): Promise<StaffUser[]> {
  requireRole(actor, "staff");
  return getDb()
    .select({ id: users.id, username: users.username })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, role), ne(users.status, "deleted")))
    .orderBy(sql`lower(${users.username})`, users.id);
}
