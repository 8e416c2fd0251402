import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys, totpFactors, users } from "@/lib/db/schema";

/**
 * The account's second factors, in one statement: a confirmed TOTP authenticator (what sign-in's code step and the
 * code forms ask for) and any passkey (a sign-in or a confirmation with one counts as two factors: decision 0025).
 */
export async function accountFactors(userId: number): Promise<{ totp: boolean; passkey: boolean }> {
  const [row] = await getDb()
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${users.id} and ${totpFactors.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { totp: row?.totp === true, passkey: row?.passkey === true };
}
