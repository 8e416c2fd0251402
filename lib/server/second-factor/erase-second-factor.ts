import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { recoveryCodes, totpFactors } from "@/lib/db/schema";

/** Erases the account's authenticator and recovery codes (turning it off; a deletion of the account). */
export async function eraseSecondFactor(tx: Tx, userId: number) {
  await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
