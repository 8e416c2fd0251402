import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { recoveryCodes } from "@/lib/db/schema";
import type { SecondFactorStatus } from "@/lib/second-factor/types";
import { accountFactors } from "@/lib/server/second-factor/account-factors";

/** The caller's own second factor: on or off, and the recovery codes left (GET /api/auth/second-factor). */
export async function getSecondFactorStatus(actor: Pick<Actor, "id">): Promise<SecondFactorStatus> {
  const [enabled, [left]] = await Promise.all([
    accountFactors(actor.id).then((f) => f.totp),
    getDb()
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, actor.id), isNull(recoveryCodes.usedAt))),
  ]);
  return { enabled, recoveryCodesLeft: enabled ? left.n : 0 };
}
