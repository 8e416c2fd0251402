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
import { sendSignupAttemptMail } from "./send-signup-attempt-mail";

/**
 * Creates the account, or, when the email already has one, creates nothing and prepares a mail to its owner instead
 * (decisions.md 'Accounts and sessions'): both answer the same, after the same work (the password hash), and the
 * mail is returned for the handler to send after its answer. A taken username is still told (409): usernames are
 * public. `emailFailed` says the site has no way to send mail at all (DEMO_MODE off, no RESEND_API_KEY).
 */
export async function registerUser({ username, email, password, from, ip }: RegisterInput & { ip: string | null }) {
  if (ip) await consumeLimit("register", ip);
  await assertUsernameFree(username, { field: "username" });
  const passwordHash = await hashPassword(password);
  const { DEMO_MODE, RESEND_API_KEY } = env();
  const answer = { emailFailed: !DEMO_MODE && !RESEND_API_KEY, developmentMode: DEMO_MODE };

  const owner = await findAccountByEmail(email);
  if (owner?.email) return { ...answer, mail: () => sendSignupAttemptMail(owner.email!, owner.username) };

  try {
    const token = await getDb().transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ username, email, passwordHash }).returning({ id: users.id });
      return (await issueToken({ userId: user.id, kind: "verify_email", tx })).raw;
    });
    return {
      ...answer,
      mail: async () => void (await sendAccountMail(email, { kind: "verification", username, from }, token)),
    };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("email")) {
      // registered at the same moment by another request: the same answer, and the owner is told
      const raced = await findAccountByEmail(email);
      return {
        ...answer,
        mail: async () => void (raced?.email && (await sendSignupAttemptMail(raced.email, raced.username))),
      };
    }
    if (constraint) throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw error;
  }
}
