import "server-only";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { uniqueViolation } from "@/lib/api/db-errors";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/env";
import { conflict } from "@/lib/errors";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import type { RegisterInput } from "@/lib/validation/auth";
import { assertUsernameFree, USERNAME_TAKEN } from "./assert-username-free";
import { findAccountByEmail } from "./find-account-by-email";
import { issueToken } from "./issue-token";
import { sendAccountMail } from "./send-account-mail";

export const EMAIL_TAKEN = "Email already registered";

const emailTaken = () => conflict(EMAIL_TAKEN, { email: "An account with this email already exists" });

/** Creates the account and mails its verification link; a failed send keeps the account and says so. */
export async function registerUser({ username, email, password, ip }: RegisterInput & { ip: string }) {
  await consumeLimit("register", ip);
  await assertUsernameFree(username, { field: "username" });
  if (await findAccountByEmail(email)) throw emailTaken();
  const passwordHash = await hashPassword(password);

  let created: { userId: number; token: string };
  try {
    created = await getDb().transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ username, email, passwordHash }).returning({ id: users.id });
      const { raw } = await issueToken({ userId: user.id, kind: "verify_email", tx });
      return { userId: user.id, token: raw };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("email")) throw emailTaken();
    if (constraint) throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw error;
  }

  const sent = await sendAccountMail(email, { kind: "verification", username }, created.token);
  return { userId: created.userId, emailFailed: !sent, developmentMode: env().DEMO_MODE };
}
