import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { createSession } from "./create-session";
import { getAccountUser } from "./get-account-user";
import { noteSignInDevice } from "./note-sign-in-device";
import type { NewDeviceSignIn } from "./send-new-device-mail";

/**
 * Every sign-in's last step, whichever way it was checked (a password, a password and a code, a passkey): the session
 * row, the device noted (a device the account has not used before is mailed to its owner after the answer:
 * sendNewDeviceMail), the account's last activity, and the user the answer names.
 */
export async function openAccountSession({
  account,
  rememberMe,
  userAgent = null,
  deviceToken,
  secondFactorAt,
}: {
  account: { id: number; username: string; email: string | null };
  rememberMe: boolean;
  userAgent?: string | null;
  /** the device cookie's token (lib/auth/device-cookie.ts) */
  deviceToken: string;
  /** epoch ms: the sign-in passed a second factor, or was a passkey's */
  secondFactorAt?: number;
}) {
  const sid = await createSession({ userId: account.id, rememberMe, userAgent, secondFactorAt });
  const [{ newDevice }] = await Promise.all([
    noteSignInDevice({ userId: account.id, deviceToken }),
    getDb()
      .update(users)
      .set({ lastActive: sql`now()` })
      .where(eq(users.id, account.id)),
  ]);
  const newDeviceMail: NewDeviceSignIn | null =
    newDevice && account.email ? { to: account.email, username: account.username, at: new Date(), userAgent } : null;
  return { sid, user: await getAccountUser(account.id), newDeviceMail };
}
