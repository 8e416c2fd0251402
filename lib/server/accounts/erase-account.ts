import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { authTokens, users, passkeys } from "@/lib/db/schema";
import { forgetKnownDevices } from "./forget-known-devices";
import { revokeUserSessions } from "./revoke-user-sessions";
import { eraseSecondFactor } from "@/lib/server/second-factor/erase-second-factor";

/** The name a deleted account's row keeps: no one can register it, so the old name is free. */
const deletedUsername = (userId: number) => `[deleted:${userId}]`;

/**
 * The tombstone of a deletion, by staff (punishUser) or by the member (deleteOwnAccount): the row stays, so the
 * ballots, leans and comments that point at it keep counting, but everything personal on it goes at once (email,
 * password, bio, picture, product mail) and the username becomes '[deleted:ID]', which can never be registered
 * (usernames are letters, digits and '_'): the old name is free and the lower(username) unique index still holds;
 * every screen shows '[deleted user]' for the status. Every session, known device and emailed token of the account
 * ends with it. Runs inside the caller's transaction, on a row the caller has locked.
 */
export async function eraseAccount(tx: Tx, userId: number) {
  await tx
    .update(users)
    .set({
      status: "deleted",
      suspendedUntil: null,
      email: null,
      passwordHash: null,
      bio: null,
      profileImage: null,
      unsubscribed: true,
      username: deletedUsername(userId),
    })
    .where(eq(users.id, userId));
  await revokeUserSessions(userId, tx);
  await forgetKnownDevices(userId, tx);
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  await eraseSecondFactor(tx, userId);
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
}
