import "server-only";
import { and, asc, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";
import { passkeys, recoveryCodes, sessions, totpFactors, usernameHistory, users } from "@/lib/db/schema";
import { deviceLabel } from "@/lib/sessions/device-label";
import { unauthorized } from "@/lib/errors";
import type { MyData } from "@/lib/my-data/types";
import { rolesOf } from "@/lib/server/users/roles-of";

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The account's own record, its username changes, its sessions and its ways to sign in: five statements, on the users
 * key, username_history_user_idx, session_user_idx, passkey_user_idx and the totp_factors key (with
 * recovery_codes_user_code_key). A session's key, a passkey's public key and a factor's secret never leave the
 * database.
 */
export async function selectAccountParts(
  tx: Tx,
  actor: Actor,
): Promise<Pick<MyData, "profile" | "usernameChanges" | "sessions" | "passkeys" | "twoFactor">> {
  const [user] = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailVerified: users.emailVerified,
      verifiedBadge: users.isVerified,
      status: users.status,
      suspendedUntil: users.suspendedUntil,
      roles: rolesOf(users.id),
      bio: users.bio,
      profileImage: users.profileImage,
      joinedAt: users.joinedAt,
      lastActive: users.lastActive,
      unsubscribed: users.unsubscribed,
      registrationNetworkHash: users.registrationNetwork,
      sharesMailboxWithOlderAccount: users.mailboxShared,
    })
    .from(users)
    .where(eq(users.id, actor.id));
  // the session that asked was there a moment ago: an account gone since has nothing left to give
  if (!user) throw unauthorized();
  const changes = await tx
    .select({
      oldUsername: usernameHistory.oldUsername,
      newUsername: usernameHistory.newUsername,
      confirmed: usernameHistory.isVerified,
      requestedAt: usernameHistory.changedAt,
    })
    .from(usernameHistory)
    .where(eq(usernameHistory.userId, actor.id))
    .orderBy(asc(usernameHistory.changedAt), asc(usernameHistory.id));
  const held = await tx
    .select({
      thisSession: sql<boolean>`${sessions.sid} = ${actor.sessionKey}`,
      device: sessions.device,
      startedAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      expiresAt: sessions.expire,
      rememberMe: sql<boolean>`coalesce((${sessions.sess} ->> 'rememberMe')::boolean, false)`,
    })
    .from(sessions)
    .where(eq(sessions.userId, actor.id))
    .orderBy(asc(sessions.createdAt));
  const keys = await tx
    .select({
      name: passkeys.name,
      addedAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      deviceType: passkeys.deviceType,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  const factor = await tx
    .select({
      turnedOnAt: totpFactors.confirmedAt,
      recoveryCodesLeft: sql<number>`(${tx
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, actor.id), isNull(recoveryCodes.usedAt)))})`.mapWith(Number),
    })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, actor.id), isNotNull(totpFactors.confirmedAt)));
  const { unsubscribed, ...profile } = user;
  return {
    profile: [
      {
        ...profile,
        suspendedUntil: isoOrNull(user.suspendedUntil),
        joinedAt: iso(user.joinedAt),
        lastActive: isoOrNull(user.lastActive),
        productEmails: !unsubscribed,
      },
    ],
    usernameChanges: changes.map((c) => ({ ...c, requestedAt: iso(c.requestedAt) })),
    sessions: held.map(({ device, ...s }) => ({
      ...s,
      device: deviceLabel(device),
      startedAt: iso(s.startedAt),
      lastActiveAt: iso(s.lastActiveAt),
      expiresAt: iso(s.expiresAt),
    })),
    passkeys: keys.map(({ deviceType, ...k }) => ({
      ...k,
      addedAt: iso(k.addedAt),
      lastUsedAt: isoOrNull(k.lastUsedAt),
      synced: deviceType === "multiDevice",
    })),
    twoFactor: factor.flatMap((f) =>
      f.turnedOnAt ? [{ turnedOnAt: iso(f.turnedOnAt), recoveryCodesLeft: f.recoveryCodesLeft }] : [],
    ),
  };
}
