import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
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
  const { rows } = await getDb().execute<{ email: string | null }>(
    sql`select email from users where id = ${userId} and status <> 'deleted'`,
  );
  const email = rows[0]?.email;
  return email ? { email, oneClick: oneClickPath(userId, sig!) } : null;
}
