import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { authTokens, type TOKEN_KINDS } from "@/lib/db/schema";
import { newToken } from "@/lib/auth/tokens";

export type TokenKind = (typeof TOKEN_KINDS)[number];

export const TOKEN_LIFETIME_SECONDS: Record<TokenKind, number> = {
  verify_email: 24 * 60 * 60,
  password_reset: 60 * 60,
  username_change: 60 * 60,
  password_change: 60 * 60,
  // the ban notice's appeal link lasts as long as the right to appeal (decisions.md: 180 days)
  appeal: 180 * 24 * 60 * 60,
};

/**
 * Stores the SHA-256 of a fresh 32-byte token and returns the raw token for the mail. Issuing retires the user's
 * earlier unused tokens of that kind (decisions.md: a resent verification link or a new reset request makes the older
 * links stop working).
 */
export async function issueToken({
  userId,
  kind,
  payload,
  tx,
}: {
  userId: number;
  kind: TokenKind;
  payload?: string;
  tx?: Tx;
}) {
  const db = tx ?? getDb();
  const { raw, hash } = newToken();
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  const [row] = await db
    .insert(authTokens)
    .values({
      userId,
      kind,
      tokenHash: hash,
      payload,
      expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS[kind]})`,
    })
    .returning({ id: authTokens.id });
  return { raw, id: row.id };
}
