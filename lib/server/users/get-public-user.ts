import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { mainRole } from "@/lib/roles";
import type { PublicUser } from "@/lib/users/types";
import { rolesOf } from "./roles-of";
import { liveDebatesOf, votesCastOf } from "./user-stats";

/** Anyone's public card (never the email), with both stats counted by the database; deleted accounts are 404. */
export async function getPublicUser(id: number): Promise<PublicUser> {
  const [row] = await getDb()
    .select({
      id: users.id,
      username: users.username,
      profileImage: users.profileImage,
      bio: users.bio,
      roles: rolesOf(users.id),
      isVerified: users.isVerified,
      joinedAt: users.joinedAt,
      status: users.status,
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
