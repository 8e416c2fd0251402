import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { authTokens } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/tokens";
import type { TokenKind } from "./issue-token";

/**
 * Marks a token used in one statement, so two concurrent uses cannot both succeed; null when unknown, used or expired.
 */
export async function consumeToken({ kind, raw, tx }: { kind: TokenKind; raw: string; tx?: Tx }) {
  const [row] = await (tx ?? getDb())
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(raw)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: authTokens.id, userId: authTokens.userId, payload: authTokens.payload });
  return row ?? null;
}
