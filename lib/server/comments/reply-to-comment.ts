import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requirePvPlusMember } from "@/lib/auth/guards";
import type { Comment } from "@/lib/comments/types";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import type { ReplyInput } from "@/lib/validation/comments";
import { getComment } from "./get-comment";
import { replyNotice, type ReplyNotice } from "./reply-notice";

type Parent = { id: number; root_id: number | null; user_id: number | null; debate_title: string };

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
    const [parent] = (
      await tx.execute<Parent>(sql`
        select c.id, c.root_id, c.user_id, d.title as debate_title
        from comments c join debates d on d.id = c.debate_id
        where c.id = ${parentId} and c.debate_id = ${debateId} and c.deleted_at is null
          and (d.is_active or ${isStaff(author.roles)})`)
    ).rows;
    if (!parent) return null;
    const [reply] = (
      await tx.execute<{ id: number }>(sql`
        insert into comments (debate_id, user_id, parent_id, root_id, content)
        values (${debateId}, ${author.id}, ${parent.id}, ${parent.root_id ?? parent.id}, ${content})
        returning id`)
    ).rows;
    const replyId = Number(reply.id);
    const notice =
      parent.user_id !== null && Number(parent.user_id) !== author.id
        ? await replyNotice(tx, {
            recipientId: Number(parent.user_id),
            author,
            debateId,
            debateTitle: parent.debate_title,
            replyId,
            content,
          })
        : null;
    return { replyId, notice };
  });
  if (!result) throw notFound("Comment not found");
  return { reply: await getComment(result.replyId, author.id), notice: result.notice };
}
