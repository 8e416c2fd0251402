import "server-only";
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { recoveryCodes } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/tokens";
import { normalizeCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from "@/lib/second-factor/codes";

const newCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
};

/**
 * Ten fresh single-use recovery codes in place of the account's old ones (used or not): only their SHA-256 is kept,
 * so the answer is the one time they are shown.
 */
export async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(normalizeCode(code)) })));
  return codes;
}
