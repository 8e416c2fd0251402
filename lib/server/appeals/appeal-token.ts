import "server-only";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { newToken, hashToken } from "@/lib/auth/tokens";
import { APPEAL_WINDOW_DAYS } from "@/lib/appeals/types";

/**
 * The signed link of a ban or suspension notice: 32 random bytes, only the SHA-256 kept (auth_tokens, kind 'appeal',
 * payload the action's id), single use, valid as long as the right to appeal. Unlike the account tokens, a new one does
 * not retire older ones: each names its own action. Returns the raw token for the email.
 */
export async function issueAppealToken(tx: Tx, userId: number, actionId: number): Promise<string> {
  const { raw, hash } = newToken();
  await tx.execute(sql`insert into auth_tokens (user_id, kind, token_hash, payload, expires_at)
    values (${userId}, 'appeal', ${hash}, ${String(actionId)}, now() + make_interval(days => ${APPEAL_WINDOW_DAYS}))`);
  return raw;
}

type AppealLink = { tokenId: number; userId: number; actionId: number };

/**
 * A live (unused, unexpired) appeal link; `lock` takes its row for the transaction that uses it. Null when there is
 * none.
 */
export async function findAppealLink(db: Db | Tx, raw: string, lock = false): Promise<AppealLink | null> {
  const { rows } = await db.execute<{ id: number; user_id: number; payload: string | null }>(sql`
    select id, user_id, payload from auth_tokens
    where token_hash = ${hashToken(raw)} and kind = 'appeal' and used_at is null and expires_at > now()
    ${lock ? sql`for update` : sql``}`);
  const r = rows[0];
  if (!r || !r.payload || !/^\d+$/.test(r.payload)) return null;
  return { tokenId: Number(r.id), userId: Number(r.user_id), actionId: Number(r.payload) };
}
