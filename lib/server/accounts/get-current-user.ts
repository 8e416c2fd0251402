import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { mainRole } from "@/lib/roles";
import { publicUserFields } from "@/lib/server/users/user-fields";
import type { Actor } from "./types";

/** The signed-in user's own record, including email and roles. */
export async function getCurrentUser(actor: Actor) {
  const [row] = await getDb()
    .select({ ...publicUserFields, email: users.email })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  return row ? { ...row, role: mainRole(row.roles) } : null;
}
