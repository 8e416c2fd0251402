import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { sessions } from "@/lib/db/schema";

/** Password change or reset, ban, suspension, deletion: every session of the user ends at once. */
export async function revokeUserSessions(userId: number, tx?: Tx) {
  await (tx ?? getDb()).delete(sessions).where(eq(sessions.userId, userId));
}
