import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { unauthorized } from "@/lib/errors";
import { checkLimit } from "@/lib/server/limits/check-limit";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { resetLimit } from "@/lib/server/limits/reset-limit";
import type { LoginInput } from "@/lib/validation/auth";
import { assertCanLogIn } from "./assert-can-log-in";
import { createSession } from "./create-session";
import { findAccountByLogin } from "./find-account-by-login";
import { getAccountUser } from "./get-account-user";

export const INVALID_LOGIN = "Invalid email or password";

/** Checks the password (failures count per account and per IP), the account's standing, then opens a session. */
export async function logIn({ emailOrUsername, password, rememberMe = false, ip }: LoginInput & { ip: string }) {
  await checkLimit("loginIp", ip);
  const account = await findAccountByLogin(emailOrUsername);
  // unknown names are counted too, so the limit does not tell which accounts exist
  const accountKey = account ? `user:${account.id}` : `name:${emailOrUsername.toLowerCase()}`;
  await checkLimit("loginAccount", accountKey);

  const ok = await verifyPassword(account?.passwordHash, password);
  if (!account || !ok) {
    await consumeLimit("loginAccount", accountKey);
    await consumeLimit("loginIp", ip);
    throw unauthorized(INVALID_LOGIN);
  }
  await resetLimit("loginAccount", accountKey);
  await assertCanLogIn(account);

  const sid = await createSession({ userId: account.id, rememberMe });
  await getDb().update(users).set({ lastActive: sql`now()` }).where(eq(users.id, account.id));
  return { sid, user: await getAccountUser(account.id) };
}
