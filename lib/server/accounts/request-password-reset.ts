import "server-only";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { findAccountByEmail } from "./find-account-by-email";
import { issueToken } from "./issue-token";
import { sendAccountMail } from "./send-account-mail";

/**
 * The limits of forgot-password, counted for every email, known or not, before the answer: per email, and per client
 * address and its networks (null: unknown, lib/api/client-ip.ts).
 */
export async function limitPasswordReset({ email, ip }: { email: string; ip: string | null }) {
  await consumeAddressLimits("forgotPassword", ip);
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
export async function requestPasswordReset(input: {
  email: string;
  ip: string | null;
}): Promise<{ token: string | null }> {
  await limitPasswordReset(input);
  return mailPasswordReset(input);
}
