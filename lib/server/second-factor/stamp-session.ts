import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";

/**
 * Records on the session (by its key) that a check just passed, as epoch ms in its sess: `secondFactorAt` for a
 * second factor (a code, a passkey), `sudoAt` for the password of an account without one (sudo mode).
 */
export async function stampSession(sessionKey: string, field: "secondFactorAt" | "sudoAt", at = Date.now()) {
  await getDb()
    .update(sessions)
    .set({ sess: sql`${sessions.sess} || ${JSON.stringify({ [field]: at })}::jsonb` })
    .where(eq(sessions.sid, sessionKey));
}
