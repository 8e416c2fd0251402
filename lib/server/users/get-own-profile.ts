import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { mainRole } from "@/lib/roles";
import type { OwnProfile } from "@/lib/users/types";
import { publicUserFields } from "./user-fields";
import { liveDebatesOf, votesCastOf } from "./user-stats";

/** The signed-in user's own record with the profile stats, counted by the database in the same query. */
export async function getOwnProfile(actor: Actor | null): Promise<OwnProfile | null> {
  const user = requireUser(actor);
  const [row] = await getDb()
    .select({
      ...publicUserFields,
      email: users.email,
      unsubscribed: users.unsubscribed,
      votesCast: votesCastOf(users.id),
      debatesCreated: liveDebatesOf(users.id),
    })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  return row ? { ...row, role: mainRole(row.roles) } : null;
}
