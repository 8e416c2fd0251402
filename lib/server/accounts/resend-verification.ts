import "server-only";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { findAccountByEmail } from "./find-account-by-email";
import { issueToken } from "./issue-token";
import { sendAccountMail } from "./send-account-mail";

/**
 * The limits of resend-verification, counted for every email, known or not, before the answer: per email, and per
 * client address and its networks (null: unknown, lib/api/client-ip.ts).
 */
export async function limitResendVerification({ email, ip }: { email: string; ip: string | null }) {
  await consumeAddressLimits("resendVerification", ip);
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
