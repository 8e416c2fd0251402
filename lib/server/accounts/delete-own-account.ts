import "server-only";
import { and, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { verifyPassword } from "@/lib/auth/password";
import { LAST_ADMIN_CANNOT_DELETE, NOT_YOUR_USERNAME } from "@/lib/accounts/deletion-rule";
import { DELETED_COMMENT_TEXT } from "@/lib/comments/types";
import { getDb, type Tx } from "@/lib/db";
import {
  appeals,
  comments,
  messageParticipants,
  messages,
  moderationActions,
  reports,
  userRoles,
  users,
  usernameHistory,
} from "@/lib/db/schema";
import { AppError, badRequest, conflict } from "@/lib/errors";
import { checkLimit } from "@/lib/server/limits/check-limit";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";
import type { DeleteAccountInput } from "@/lib/validation/auth";
import { verifyOwnPasskey } from "@/lib/server/passkeys/verify-own-passkey";
import { eraseAccount } from "./erase-account";

const WRONG_PASSWORD = "Password is incorrect";
/** What an appeal's statement holds once its author deleted the account (the column needs 10 characters). */
const ERASED_STATEMENT = "[deleted with the account]";
const ERASED_REASON = "[deleted]";

/** Refuses with 409 while the account is the last admin; the admin rows are locked, as a role change locks them. */
async function assertNotLastAdmin(tx: Tx, userId: number) {
  const admins = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), ne(users.status, "deleted")))
    .for("update", { of: userRoles });
  if (admins.some((a) => a.userId === userId) && admins.length === 1) throw conflict(LAST_ADMIN_CANNOT_DELETE);
}

/**
 * What a member's own deletion erases beyond the staff deletion's tombstone: comment text, roles, username history,
 * the inbox (and the notices no one else holds), report descriptions, appeal statements and the reasons of actions
 * about the account. What stays is what /transparency publishes: the actions' dates, kinds, rules and outcomes.
 */
async function eraseOwnTraces(tx: Tx, userId: number) {
  await tx.update(comments).set({ content: DELETED_COMMENT_TEXT }).where(eq(comments.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(usernameHistory).where(eq(usernameHistory.userId, userId));
  const inbox = await tx
    .delete(messageParticipants)
    .where(eq(messageParticipants.userId, userId))
    .returning({ messageId: messageParticipants.messageId });
  if (inbox.length)
    await tx.delete(messages).where(
      and(
        inArray(
          messages.id,
          inbox.map((m) => m.messageId),
        ),
        inArray(messages.type, ["direct", "reply"]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(messageParticipants)
            .where(eq(messageParticipants.messageId, messages.id)),
        ),
      ),
    );
  await tx.update(reports).set({ description: null }).where(eq(reports.reportedBy, userId));
  await tx.update(appeals).set({ statement: ERASED_STATEMENT }).where(eq(appeals.appellantId, userId));
  await tx
    .update(moderationActions)
    .set({ reason: ERASED_REASON })
    .where(and(eq(moderationActions.targetType, "user"), eq(moderationActions.targetId, userId)));
}

/** The current password, whose wrong guesses count as failed sign-ins do (per account and per address; 403). */
async function verifyPasswordToDelete(userId: number, password: string, ip: string | null) {
  await consumeAddressLimits("login", ip);
  const [row] = await getDb()
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!(await verifyPassword(row?.passwordHash, password))) {
    await consumeLimit("loginAccount", `user:${userId}`);
    throw new AppError("FORBIDDEN", WRONG_PASSWORD, { errors: { password: WRONG_PASSWORD } });
  }
  await refundAddressLimits("login", ip);
}

/**
 * 'Delete my account' (decisions.md 'Accounts (2026-12-04)'): confirmed by the username typed out (400 otherwise)
 * and the current password (verifyPasswordToDelete) or one of the account's own passkeys (verifyOwnPasskey).
 * Refused (409) for the last admin. One transaction lays the staff deletion's tombstone (eraseAccount: ballots and
 * leans stay counted and on the board with no link left to the person, the username is freed, sessions, devices and
 * tokens end) and erases the member's own traces (eraseOwnTraces).
 */
export async function deleteOwnAccount(
  caller: Actor | null,
  { password, passkey, confirmUsername }: DeleteAccountInput,
  ip: string | null,
) {
  const actor = requireUser(caller);
  const limitKey = `user:${actor.id}`;
  await checkLimit("loginAccount", limitKey);
  if (confirmUsername !== actor.username) throw badRequest(NOT_YOUR_USERNAME, { confirmUsername: NOT_YOUR_USERNAME });
  if (passkey) await verifyOwnPasskey(actor, passkey);
  else await verifyPasswordToDelete(actor.id, password ?? "", ip);
  await getDb().transaction(async (tx) => {
    await assertNotLastAdmin(tx, actor.id);
    const [me] = await tx.select({ status: users.status }).from(users).where(eq(users.id, actor.id)).for("update");
    if (!me || me.status === "deleted") throw conflict("This account is already deleted");
    await eraseAccount(tx, actor.id);
    await eraseOwnTraces(tx, actor.id);
  });
  return { message: "Your account has been deleted" };
}
