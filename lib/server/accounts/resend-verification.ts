import "server-only";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { findAccountByEmail } from "./find-account-by-email";
import { issueToken } from "./issue-token";
import { sendAccountMail } from "./send-account-mail";

/** Mails a fresh verification link when the address belongs to an unverified account; says nothing either way. */
export async function resendVerification({ email }: { email: string }) {
  await consumeLimit("resendVerification", email.toLowerCase());
  const account = await findAccountByEmail(email);
  if (!account?.email || account.emailVerified) return;
  const { raw } = await issueToken({ userId: account.id, kind: "verify_email" });
  await sendAccountMail(account.email, { kind: "verification", username: account.username }, raw);
}
