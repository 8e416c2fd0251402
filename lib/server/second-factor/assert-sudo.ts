import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { SudoMethod } from "@/lib/second-factor/types";
import { accountFactors } from "./account-factors";

/** How long a check keeps sudo mode open (docs/decisions/0024-second-factor.md). */
const SUDO_WINDOW_MS = 15 * 60_000;

const ASK: Record<SudoMethod, string> = {
  code: "Confirm it's you: enter a code from your authenticator app (or a recovery code) to continue",
  passkey: "Confirm it's you with your passkey to continue",
  password: "Confirm it's you: enter your password to continue",
};

/**
 * Sudo mode (decisions.md 'Accounts people can trust'): an action that cannot be undone quietly needs a check within
 * the last 15 minutes on this session. With a second factor, that factor (at sign-in or through POST /api/auth/sudo);
 * without one, the password (the sign-in that opened the session, or POST /api/auth/sudo). 403 SUDO_REQUIRED
 * otherwise, naming the method (`sudoMethod`) the client's dialog asks for.
 */
export async function assertSudo(actor: Pick<Actor, "id" | "sessionKey">): Promise<void> {
  const [[session], factors] = await Promise.all([
    getDb()
      .select({ createdAt: sessions.createdAt, sess: sessions.sess })
      .from(sessions)
      .where(eq(sessions.sid, actor.sessionKey)),
    accountFactors(actor.id),
  ]);
  const factor = factors.totp || factors.passkey;
  const checkedAt = !session
    ? 0
    : factor
      ? (session.sess.secondFactorAt ?? 0)
      : Math.max(session.createdAt.getTime(), session.sess.sudoAt ?? 0, session.sess.secondFactorAt ?? 0);
  if (Date.now() - checkedAt < SUDO_WINDOW_MS) return;
  const method: SudoMethod = factors.totp ? "code" : factors.passkey ? "passkey" : "password";
  // passkeyOffered: the dialog offers the passkey to an account that has a code too
  const details = { sudoMethod: method, ...(factors.passkey ? { passkeyOffered: "true" } : {}) };
  throw new AppError("SUDO_REQUIRED", ASK[method], { details });
}
