import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { authTokens } from "@/lib/db/schema";
import { newToken, hashToken } from "@/lib/auth/tokens";
import { APPEAL_WINDOW_DAYS } from "@/lib/appeals/types";

/**
 * The signed link of a ban or suspension notice: 32 random bytes, only the SHA-256 kept (auth_tokens, kind 'appeal',
 * payload the action's id), single use, valid as long as the right to appeal. Unlike the account tokens, a new one does
 * not retire older ones: each names its own action. Returns the raw token for the email.
 */
export async function issueAppealToken(tx: Tx, userId: number, actionId: number): Promise<string> {
  const { raw, hash } = newToken();
  await tx.insert(authTokens).values({
    userId,
    kind: "appeal",
    tokenHash: hash,
    payload: String(actionId),
    expiresAt: sql`now() + make_interval(days => ${APPEAL_WINDOW_DAYS})`,
  });
  return raw;
}

type AppealLink = { tokenId: number; userId: number; actionId: number };

/**
 * A live (unused, unexpired) appeal link; `lock` takes its row for the transaction that uses it. Null when there is
 * none.
 */
export async function findAppealLink(db: Db | Tx, raw: string, lock = false): Promise<AppealLink | null> {
  const query = db
    .select({ id: authTokens.id, userId: authTokens.userId, payload: authTokens.payload })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(raw)),
        eq(authTokens.kind, "appeal"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    );
  const [r] = lock ? await query.for("update") : await query;
  if (!r || !r.payload || !/^\d+$/.test(r.payload)) return null;
  return { tokenId: r.id, userId: r.userId, actionId: Number(r.payload) };
}
