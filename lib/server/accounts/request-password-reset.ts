import "server-only";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { findAccountByEmail } from "./find-account-by-email";
import { issueToken } from "./issue-token";
import { sendAccountMail } from "./send-account-mail";

/** Mails a reset link when the address belongs to an account. The raw token is returned only for the demo-mode aid. */
export async function requestPasswordReset({ email }: { email: string }): Promise<{ token: string | null }> {
  await consumeLimit("forgotPassword", email.toLowerCase());
  const account = await findAccountByEmail(email);
  if (!account?.email) return { token: null };
  const { raw } = await issueToken({ userId: account.id, kind: "password_reset" });
  await sendAccountMail(account.email, { kind: "password_reset", username: account.username }, raw);
  return { token: raw };
}
