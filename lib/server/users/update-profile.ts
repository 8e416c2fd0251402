import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getAccountUser } from "@/lib/server/accounts/get-account-user";
import type { ProfileInput } from "@/lib/validation/profile";

/**
 * The signed-in user's bio, profile image and product-mail choice; an empty string clears a field, a missing one
 * leaves it.
 */
export async function updateProfile({
  actor,
  bio,
  profileImage,
  unsubscribed,
}: ProfileInput & { actor: Actor | null }) {
  const user = requireUser(actor);
  const changes = {
    ...(bio !== undefined ? { bio: bio || null } : {}),
    ...(profileImage !== undefined ? { profileImage: profileImage || null } : {}),
    ...(unsubscribed !== undefined ? { unsubscribed } : {}),
  };
  if (Object.keys(changes).length) await getDb().update(users).set(changes).where(eq(users.id, user.id));
  return getAccountUser(user.id);
}
