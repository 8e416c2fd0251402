import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requirePvPlusMember } from "@/lib/auth/guards";
import type { CommentLikeResult } from "@/lib/comments/types";
import { getDb } from "@/lib/db";
import type { RawColumns } from "@/lib/db/raw-row";
import { commentLikes } from "@/lib/db/schema";
import { findLiveComment } from "./find-live-comment";

/**
 * Like (true) or dislike (false): the same choice again removes it, the other one switches it. One row per user
 * and comment (unique index). A transaction-scoped advisory lock on (comment, user) makes one user's concurrent
 * clicks take turns, so each is a whole toggle; different users never wait for each other.
 */
export async function toggleCommentLike(
  actor: Actor | null,
  commentId: number,
  isLike: boolean,
): Promise<CommentLikeResult> {
  const user = requirePvPlusMember(actor);
  return getDb().transaction(async (tx) => {
    await findLiveComment(tx, user, commentId);
    await tx.execute(sql`select pg_advisory_xact_lock(${commentId}::int, ${user.id}::int)`);
    const { rows } = await tx.execute<{ mine: RawColumns<typeof commentLikes>["is_like"] | null }>(sql`
      with removed as (
        delete from comment_likes where comment_id = ${commentId} and user_id = ${user.id} and is_like = ${isLike}
        returning 1
      ), chosen as (
        insert into comment_likes (comment_id, user_id, is_like)
        select ${commentId}, ${user.id}, ${isLike} where not exists (select 1 from removed)
        on conflict (comment_id, user_id) do update set is_like = excluded.is_like, created_at = now()
        returning is_like
      )
      select (select is_like from chosen) as mine`);
    const mine = rows[0]?.mine ?? null;
    const [counts] = await tx
      .select({
        likes: sql<number>`count(*) filter (where ${commentLikes.isLike})::int`,
        dislikes: sql<number>`count(*) filter (where not ${commentLikes.isLike})::int`,
      })
      .from(commentLikes)
      .where(eq(commentLikes.commentId, commentId));
    return {
      commentId,
      likeCount: Number(counts.likes),
      dislikeCount: Number(counts.dislikes),
      userLikeStatus: mine === null ? null : mine ? "like" : "dislike",
    };
  });
}
