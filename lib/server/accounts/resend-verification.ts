import "server-only";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { findAccountByEmail } from "./find-account-by-email";
import { issueToken } from "./issue-token";
import { sendAccountMail } from "./send-account-mail";

/** The per-email limit of resend-verification: counted for every address, known or not, before the answer. */
export async function limitResendVerification({ email }: { email: string }) {
  await consumeLimit("resendVerification", email.toLowerCase());
}

/**
 * Mails a fresh verification link when the address belongs to an unverified account; nothing otherwise. The link
 * carries `from` (where sign-in started) when it is a same-site path, as the first one did. Outside demo
 * mode the handler runs this after its answer, so the answer takes the same time for any address.
 */
export async function mailVerification({ email, from }: { email: string; from?: string }) {
  const account = await findAccountByEmail(email);
  if (!account?.email || account.emailVerified) return;
  const { raw } = await issueToken({ userId: account.id, kind: "verify_email" });
  await sendAccountMail(account.email, { kind: "verification", username: account.username, from }, raw);
}
