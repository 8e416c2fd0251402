import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { mainRole } from "@/lib/roles";
import { publicUserFields } from "@/lib/server/users/user-fields";

/** The user as GET /api/auth/user answers it, by id (for calls that just signed someone in or changed them). */
export async function getAccountUser(userId: number) {
  const [row] = await getDb()
    .select({ ...publicUserFields, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, role: mainRole(row.roles) } : null;
}
