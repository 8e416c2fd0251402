import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { refundLimit } from "@/lib/server/limits/refund-limit";
import { resetLimit } from "@/lib/server/limits/reset-limit";
import { tryLimit } from "@/lib/server/limits/try-limit";
import type { LoginInput } from "@/lib/validation/auth";
import { assertCanLogIn } from "./assert-can-log-in";
import { createSession } from "./create-session";
import { findAccountByLogin } from "./find-account-by-login";
import { getAccountUser } from "./get-account-user";

const INVALID_LOGIN = "Invalid email or password";

/**
 * Every attempt is counted before its password is checked (one atomic statement per counter), so a burst sent at once
 * checks at most 10 passwords per account and 100 per address: per address, per name as typed (429 past it) and per
 * account (per address only when the address is known: lib/api/client-ip.ts). An account used up under another name
 * (its username, say) answers a wrong-password 401 without checking, never a 429: the answer for an email never tells
 * whether it belongs to a locked-out username. A success gives the address its point back and clears the name's and the
 * account's counts.
 */
export async function logIn({ emailOrUsername, password, rememberMe = false, ip }: LoginInput & { ip: string | null }) {
  if (ip) await consumeLimit("loginIp", ip);
  const nameKey = `name:${emailOrUsername.toLowerCase()}`;
  await consumeLimit("loginAccount", nameKey);
  const account = await findAccountByLogin(emailOrUsername);
  const accountKey = account ? `user:${account.id}` : null;
  const mayCheck = !accountKey || (await tryLimit("loginAccount", accountKey));

  // an unchecked attempt pays for one dummy verify, so its time says nothing either
  const ok = await verifyPassword(mayCheck ? account?.passwordHash : undefined, password);
  if (!account || !ok) throw new AppError("INVALID_CREDENTIALS", INVALID_LOGIN);
  await Promise.all([
    ip && refundLimit("loginIp", ip),
    resetLimit("loginAccount", nameKey),
    resetLimit("loginAccount", `user:${account.id}`),
  ]);
  await assertCanLogIn(account);

  const sid = await createSession({ userId: account.id, rememberMe });
  await getDb()
    .update(users)
    .set({ lastActive: sql`now()` })
    .where(eq(users.id, account.id));
  return { sid, user: await getAccountUser(account.id) };
}
