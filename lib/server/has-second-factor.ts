import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { totpFactors } from "@/lib/db/schema";

/**
 * Whether the account has a second factor: a confirmed TOTP authenticator (docs/decisions/0024-second-factor.md).
 * The one answer every rule asks (sign-in's second step, staff's rule, sudo mode); a passkey will count too.
 */
export async function hasSecondFactor(userId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return row !== undefined;
}
