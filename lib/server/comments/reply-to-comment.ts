import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requirePvPlusMember } from "@/lib/auth/guards";
import type { Comment } from "@/lib/comments/types";
import { getDb } from "@/lib/db";
import { comments, debates } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import type { ReplyInput } from "@/lib/validation/comments";
import { getComment } from "./get-comment";
import { replyNotice, type ReplyNotice } from "./reply-notice";

/**
 * A reply to a live comment of the given debate. In the same transaction, a reply to someone else's comment puts
 * a 'reply' message in their inbox; the email (unless they unsubscribed) is the caller's to send after the answer.
 */
export async function replyToComment(
  actor: Actor | null,
  parentId: number,
  { content, debateId }: ReplyInput,
  ip: string | null = null,
): Promise<{ reply: Comment; notice: ReplyNotice | null }> {
  const author = requirePvPlusMember(actor);
  await Promise.all([consumeLimit("comment", author.id), consumeAddressLimits("comment", ip)]);
  const result = await getDb().transaction(async (tx) => {
    const [parent] = await tx
      .select({ id: comments.id, rootId: comments.rootId, userId: comments.userId, debateTitle: debates.title })
      .from(comments)
      .innerJoin(debates, eq(debates.id, comments.debateId))
      .where(
        and(
          eq(comments.id, parentId),
          eq(comments.debateId, debateId),
          isNull(comments.deletedAt),
          or(eq(debates.isActive, true), sql`${isStaff(author.roles)}`),
        ),
      );
    if (!parent) return null;
    const [{ id: replyId }] = await tx
      .insert(comments)
      .values({ debateId, userId: author.id, parentId: parent.id, rootId: parent.rootId ?? parent.id, content })
      .returning({ id: comments.id });
    const notice =
      parent.userId !== null && parent.userId !== author.id
        ? await replyNotice(tx, {
            recipientId: parent.userId,
            author,
            debateId,
            debateTitle: parent.debateTitle,
            replyId,
            content,
          })
        : null;
    return { replyId, notice };
  });
  if (!result) throw notFound("Comment not found");
  return { reply: await getComment(result.replyId, author.id), notice: result.notice };
}
