import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { notFound } from "@/lib/errors";

export type ContentTarget = { type: "debate" | "comment"; id: number };
/** What was taken down and whose it was (null when the owner's row is gone). */
export type HiddenContent = ContentTarget & {
  ownerId: number | null;
  debateId: number;
  debateTitle: string;
  commentContent: string | null;
};

type Row = { owner_id: number | null; debate_id: number; debate_title: string; content: string | null };

/**
 * Step one of a takedown (and the row lock that orders concurrent takedowns of one target): a debate is hidden
 * (is_active false), a comment marked deleted like its author's own deletion. Again on hidden content is a no-op.
 */
export async function hideTarget(tx: Tx, target: ContentTarget): Promise<HiddenContent> {
  const { rows } =
    target.type === "debate"
      ? await tx.execute<Row>(sql`update debates set is_active = false where id = ${target.id}
          returning creator_id as owner_id, id as debate_id, title as debate_title, null::text as content`)
      : await tx.execute<Row>(sql`update comments c set deleted_at = coalesce(c.deleted_at, now()) from debates d
          where c.id = ${target.id} and d.id = c.debate_id
          returning c.user_id as owner_id, d.id as debate_id, d.title as debate_title, c.content`);
  const row = rows[0];
  if (!row) throw notFound(target.type === "debate" ? "Debate not found" : "Comment not found");
  return {
    ...target,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    debateId: Number(row.debate_id),
    debateTitle: row.debate_title,
    commentContent: row.content,
  };
}
