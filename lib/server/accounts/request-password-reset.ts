import "server-only";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { findAccountByEmail } from "./find-account-by-email";
import { issueToken } from "./issue-token";
import { sendAccountMail } from "./send-account-mail";

/** The per-email limit of forgot-password: counted for every address, known or not, before the answer. */
export async function limitPasswordReset({ email }: { email: string }) {
  await consumeLimit("forgotPassword", email.toLowerCase());
}

/**
 * Mails a reset link when the address belongs to an account; the raw token is returned only for the demo-mode aid.
 * Outside demo mode the handler runs this after its answer, so the answer takes the same time for any address.
 */
export async function mailPasswordReset({ email }: { email: string }): Promise<{ token: string | null }> {
  const account = await findAccountByEmail(email);
  if (!account?.email) return { token: null };
  const { raw } = await issueToken({ userId: account.id, kind: "password_reset" });
  await sendAccountMail(account.email, { kind: "password_reset", username: account.username }, raw);
  return { token: raw };
}

/** Both steps at once (demo mode, whose answer carries the token). */
export async function requestPasswordReset(input: { email: string }): Promise<{ token: string | null }> {
  await limitPasswordReset(input);
  return mailPasswordReset(input);
}
