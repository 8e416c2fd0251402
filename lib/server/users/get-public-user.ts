import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { mainRole } from "@/lib/roles";
import type { PublicUser } from "@/lib/users/types";
import { rolesOf } from "./roles-of";
import { liveDebatesOf, votesCastOf } from "./user-stats";

/**
 * Anyone's public card (never the email), with both stats counted by the database; deleted accounts are 404. The same
 * for everyone, so it says no more than others may see (decisions.md 'Vote integrity', the small-cell floor): the join
 * month, as its first instant (UTC), not the join instant, which would tell a debate's newcomers apart; no status.
 * The owner's view (get-own-profile.ts) and staff's keep both.
 */
export async function getPublicUser(id: number): Promise<PublicUser> {
  const [row] = await getDb()
    .select({
      id: users.id,
      username: users.username,
      profileImage: users.profileImage,
      bio: users.bio,
      roles: rolesOf(users.id),
      isVerified: users.isVerified,
      joinedAt: sql<Date>`date_trunc('month', ${users.joinedAt} at time zone 'UTC') at time zone 'UTC'`.mapWith(
        users.joinedAt,
      ),
      debateCount: liveDebatesOf(users.id),
      votesCount: votesCastOf(users.id),
    })
    .from(users)
    .where(and(eq(users.id, id), ne(users.status, "deleted")))
    .limit(1);
  if (!row) throw notFound("User not found");
  const { roles, ...rest } = row;
  return { ...rest, role: mainRole(roles), roles: roles ?? [] };
}
