import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { totpFactors } from "@/lib/db/schema";
import { badRequest, conflict } from "@/lib/errors";
import { accountFactors } from "@/lib/server/second-factor/account-factors";
import { replaceRecoveryCodes } from "./replace-recovery-codes";
import { stampSession } from "./stamp-session";
import { ALREADY_ON } from "./start-totp-setup";
import { verifyCode } from "./verify-code";

const NO_SETUP = "Start the setup first: no authenticator is waiting to be confirmed";
const WRONG_SETUP_CODE = "That code does not match: check the time on your device and enter the newest code";

/**
 * Turns the pending authenticator on with a code from it (counted like any code), and answers the ten recovery codes
 * (shown this once). The session that confirmed has just passed a second-factor check.
 */
export async function confirmTotpSetup(
  actor: Pick<Actor, "id" | "sessionKey">,
  code: string,
  ip: string | null,
): Promise<{ recoveryCodes: string[] }> {
  if ((await accountFactors(actor.id)).totp) throw conflict(ALREADY_ON);
  const [pending] = await getDb()
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, actor.id), isNull(totpFactors.confirmedAt)));
  if (!pending) throw conflict(NO_SETUP);
  await verifyCode({
    userId: actor.id,
    code,
    ip,
    pending: true,
    wrong: () => badRequest(WRONG_SETUP_CODE, { code: WRONG_SETUP_CODE }),
  });
  const recoveryCodes = await getDb().transaction(async (tx) => {
    const [on] = await tx
      .update(totpFactors)
      .set({ confirmedAt: new Date() })
      .where(and(eq(totpFactors.userId, actor.id), isNull(totpFactors.confirmedAt)))
      .returning({ userId: totpFactors.userId });
    if (!on) throw conflict(NO_SETUP);
    return replaceRecoveryCodes(tx, actor.id);
  });
  await stampSession(actor.sessionKey, "secondFactorAt");
  return { recoveryCodes };
}
