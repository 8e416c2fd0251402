import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { oneClickPath, userOfUnsubscribeLink } from "@/lib/email/unsubscribe-link";

/**
 * What the signed /unsubscribe page shows: the address of the link's user and the one-click address its button
 * POSTs; null for a link we did not sign, or once the account is deleted.
 */
export async function unsubscribePageOf(
  u: string | null,
  sig: string | null,
): Promise<{ email: string; oneClick: string } | null> {
  let userId: number;
  try {
    userId = userOfUnsubscribeLink(u, sig);
  } catch {
    return null;
  }
  const [row] = await getDb()
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), ne(users.status, "deleted")));
  const email = row?.email;
  return email ? { email, oneClick: oneClickPath(userId, sig!) } : null;
}
