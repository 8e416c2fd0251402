import "server-only";
import { and, eq, exists, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys, totpFactors, users } from "@/lib/db/schema";

/**
 * The account's second factors, in one statement: a confirmed TOTP authenticator (what sign-in's code step and the
 * code forms ask for) and any passkey (a sign-in or a confirmation with one counts as two factors: decision 0025).
 * The subqueries are built, not written as SQL text: Drizzle writes a select field's columns unqualified, and
 * `"user_id" = "id"` inside the passkey subquery would compare the passkey's own two columns.
 */
export async function accountFactors(userId: number): Promise<{ totp: boolean; passkey: boolean }> {
  const db = getDb();
  const [row] = await db
    .select({
      totp: exists(
        db
          .select({ one: sql`1` })
          .from(totpFactors)
          .where(and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt))),
      ),
      passkey: exists(
        db
          .select({ one: sql`1` })
          .from(passkeys)
          .where(eq(passkeys.userId, users.id)),
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  return { totp: row?.totp === true, passkey: row?.passkey === true };
}
