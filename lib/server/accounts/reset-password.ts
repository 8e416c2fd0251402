import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { badRequest } from "@/lib/errors";
import { resetLimit } from "@/lib/server/limits/reset-limit";
import { consumeToken } from "./consume-token";
import { loginNameKey } from "./login-name-key";
import { revokeUserSessions } from "./revoke-user-sessions";

const INVALID_RESET = "The reset link is invalid or expired.";

/**
 * Sets the new password from a reset token and signs the user out everywhere. Following the mailed link proves
 * the address, so it also counts as email verification, and it ends a login lockout: the account's failed-login
 * count and those of its username and email as names are cleared.
 */
export async function resetPassword({ token, password }: { token: string; password: string }) {
  const passwordHash = await hashPassword(password);
  const reset = await getDb().transaction(async (tx) => {
    const used = await consumeToken({ kind: "password_reset", raw: token, tx });
    if (!used) throw badRequest(INVALID_RESET);
    const [account] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true })
      .where(eq(users.id, used.userId))
      .returning({ username: users.username, email: users.email });
    await revokeUserSessions(used.userId, tx);
    return { userId: used.userId, names: [account.username, account.email] };
  });
  await Promise.all([
    resetLimit("loginAccount", `user:${reset.userId}`),
    ...reset.names.flatMap((name) => (name ? [resetLimit("loginAccount", loginNameKey(name))] : [])),
  ]);
}
