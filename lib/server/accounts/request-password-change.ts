import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { AppError, badRequest } from "@/lib/errors";
import { checkLimit } from "@/lib/server/limits/check-limit";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { issueToken } from "./issue-token";
import { MAIL_UNAVAILABLE } from "./request-username-change";
import { sendAccountMail } from "./send-account-mail";

const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/**
 * Step one of a password change: checks the current password (wrong guesses count like failed logins), keeps the
 * new password's hash as the token's payload and mails the token. Nothing changes until it is confirmed.
 */
export async function requestPasswordChange({
  actor: caller,
  currentPassword,
  newPassword,
}: {
  actor: Actor | null;
  currentPassword: string;
  newPassword: string;
}) {
  const actor = requireUser(caller);
  const limitKey = `user:${actor.id}`;
  await checkLimit("loginAccount", limitKey);
  const [row] = await getDb()
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!(await verifyPassword(row?.passwordHash, currentPassword))) {
    await consumeLimit("loginAccount", limitKey);
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  if (!actor.email) throw badRequest("Your account has no email address");
  const { raw } = await issueToken({
    userId: actor.id,
    kind: "password_change",
    payload: await hashPassword(newPassword),
  });
  const sent = await sendAccountMail(actor.email, { kind: "password_change", username: actor.username }, raw);
  if (!sent) throw new AppError("UNAVAILABLE", MAIL_UNAVAILABLE, { retryAfter: 60 });
}
