import "server-only";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { recoveryCodes, totpFactors, users } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/tokens";
import { isTotpCode, normalizeCode } from "@/lib/second-factor/codes";
import { openSecret } from "./secret-box";
import { matchingStep } from "./totp";

/**
 * Whether the code is the account's: a code of its confirmed authenticator not used before (its time step is
 * recorded in the same statement that accepts it, so two requests cannot both spend it), or one of its recovery
 * codes not yet used (marked used in the statement that accepts it). `pending`: the authenticator being set up.
 */
export async function checkCode(
  userId: number,
  raw: string,
  { pending = false }: { pending?: boolean } = {},
): Promise<"totp" | "recovery" | null> {
  const code = normalizeCode(raw);
  const db = getDb();
  if (isTotpCode(code)) {
    const [factor] = await db
      .select({ secret: totpFactors.secret, username: users.username })
      .from(totpFactors)
      .innerJoin(users, eq(users.id, totpFactors.userId))
      .where(
        and(
          eq(totpFactors.userId, userId),
          pending ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
        ),
      );
    const secret = factor ? openSecret(factor.secret) : null;
    const step = secret ? matchingStep(factor.username, secret, code) : null;
    if (step === null) return null;
    const [spent] = await db
      .update(totpFactors)
      .set({ lastStep: step })
      .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
      .returning({ userId: totpFactors.userId });
    return spent ? "totp" : null;
  }
  if (pending || code.length !== 10) return null;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashToken(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used ? "recovery" : null;
}
