import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { comments, debates } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";

export type ContentTarget = { type: "debate" | "comment"; id: number };
/** What was taken down and whose it was (null when the owner's row is gone). */
export type HiddenContent = ContentTarget & {
  ownerId: number | null;
  debateId: number;
  debateTitle: string;
  commentContent: string | null;
};

/**
 * Step one of a takedown (and the row lock that orders concurrent takedowns of one target): a debate is hidden
 * (is_active false), a comment marked deleted like its author's own deletion. Again on hidden content is a no-op.
 */
export async function hideTarget(tx: Tx, target: ContentTarget): Promise<HiddenContent> {
  const [row] =
    target.type === "debate"
      ? await tx
          .update(debates)
          .set({ isActive: false })
          .where(eq(debates.id, target.id))
          .returning({
            ownerId: debates.creatorId,
            debateId: debates.id,
            debateTitle: debates.title,
            commentContent: sql<string | null>`null::text`,
          })
      : await tx
          .update(comments)
          .set({ deletedAt: sql`coalesce(${comments.deletedAt}, now())` })
          .from(debates)
          .where(and(eq(comments.id, target.id), eq(debates.id, comments.debateId)))
          .returning({
            ownerId: comments.userId,
            debateId: debates.id,
            debateTitle: debates.title,
            commentContent: comments.content,
          });
  if (!row) throw notFound(target.type === "debate" ? "Debate not found" : "Comment not found");
  return { ...target, ...row };
}
