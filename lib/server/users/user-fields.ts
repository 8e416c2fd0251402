import "server-only";
import { users } from "@/lib/db/schema";
import { rolesOf } from "./roles-of";

/** The user as the client reads it (document 1, section 3), minus the derived main role. */
export const publicUserFields = {
  id: users.id,
  username: users.username,
  profileImage: users.profileImage,
  bio: users.bio,
  emailVerified: users.emailVerified,
  isVerified: users.isVerified,
  joinedAt: users.joinedAt,
  lastActive: users.lastActive,
  status: users.status,
  debateCount: users.debateCount,
  roles: rolesOf(users.id),
};
