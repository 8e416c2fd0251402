import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { requireUser, type Actor } from "@/lib/auth/actor";
import { mainRole } from "@/lib/roles";
import { publicUserFields } from "./user-fields";

/** The signed-in user's own record with the profile stats, counted by the database in the same query. */
export async function getOwnProfile(actor: Actor | null) {
  const user = requireUser(actor);
  const [row] = await getDb()
    .select({
      ...publicUserFields,
      email: users.email,
      // spelled out: drizzle leaves columns unqualified in single-table selects, which the subquery would capture
      votesCast: sql<number>`(select count(*)::int from votes v where v.user_id = "users"."id")`,
      debatesCreated: sql<number>`(select count(*)::int from debates d where d.creator_id = "users"."id" and d.is_active)`,
    })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  return row ? { ...row, role: mainRole(row.roles) } : null;
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>;
