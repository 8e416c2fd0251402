import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { commentLikes, comments, debates, reports } from "@/lib/db/schema";
import type { MyData } from "@/lib/my-data/types";

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A member's comments (deleted ones too, with whatever text is still kept), likes and reports: three statements, on
 * comments_user_idx, comment_likes_user_idx and reports_reported_by_idx. A liked comment is named by its number and
 * debate, never by its author or text.
 */
export async function selectDiscussionParts(
  tx: Tx,
  userId: number,
): Promise<Pick<MyData, "comments" | "likes" | "reports">> {
  const written = await tx
    .select({
      commentId: comments.id,
      debateId: comments.debateId,
      debateTitle: debates.title,
      replyTo: comments.parentId,
      content: comments.content,
      createdAt: comments.createdAt,
      editedAt: comments.updatedAt,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .innerJoin(debates, eq(debates.id, comments.debateId))
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const liked = await tx
    .select({
      commentId: commentLikes.commentId,
      debateId: comments.debateId,
      choice: sql<"like" | "dislike">`case when ${commentLikes.isLike} then 'like' else 'dislike' end`,
      createdAt: commentLikes.createdAt,
    })
    .from(commentLikes)
    .innerJoin(comments, eq(comments.id, commentLikes.commentId))
    .where(eq(commentLikes.userId, userId))
    .orderBy(asc(commentLikes.createdAt), asc(commentLikes.id));
  const reported = await tx
    .select({
      reportId: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      description: reports.description,
      status: reports.status,
      createdAt: reports.createdAt,
      reviewedAt: reports.reviewedAt,
    })
    .from(reports)
    .where(eq(reports.reportedBy, userId))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  return {
    comments: written.map((c) => ({
      ...c,
      createdAt: iso(c.createdAt),
      editedAt: isoOrNull(c.editedAt),
      deletedAt: isoOrNull(c.deletedAt),
    })),
    likes: liked.map((l) => ({ ...l, createdAt: iso(l.createdAt) })),
    reports: reported.map((r) => ({ ...r, createdAt: iso(r.createdAt), reviewedAt: isoOrNull(r.reviewedAt) })),
  };
}
