import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { isoTime, jsonObject } from "@/lib/db/json-object";
import { commentLikes, comments, userRoles, users } from "@/lib/db/schema";
import { DELETED_COMMENT_TEXT, type Comment, type CommentAuthor, type CommentLikeStatus } from "@/lib/comments/types";
import type { Role } from "@/lib/roles";
import { DELETED_USER_NAME } from "@/lib/server/users/display-name";

type Row = { comment: Omit<Comment, "replies">; fetched: number };

// the columns of `comments c` and `users u` (the callers' conditions name them so), typed for the map
const c = alias(comments, "c");
const u = alias(users, "u");
const ur = alias(userRoles, "ur");
const mine = alias(commentLikes, "mine");
const live = sql`${c.deletedAt} is null`;

// The comment's column map (all but its replies, which toCommentTree nests): a deleted comment carries no author and
// no text.
const commentJson = jsonObject<Row["comment"]>({
  id: c.id,
  debateId: c.debateId,
  userId: sql<number | null>`case when ${live} then ${c.userId} end`,
  user: sql<CommentAuthor | null>`case when ${live} then ${jsonObject<CommentAuthor>({
    id: sql<number | null>`case when ${u.status} = 'deleted' then null else ${u.id} end`,
    username: sql<string>`case when ${u.id} is null or ${u.status} = 'deleted' then ${DELETED_USER_NAME} else ${u.username} end`,
    profileImage: sql<string | null>`case when ${u.status} = 'deleted' then null else ${u.profileImage} end`,
    roles: sql<
      Role[]
    >`coalesce((select json_agg(${ur.role} order by ${ur.role}) from user_roles ur where ${ur.userId} = ${u.id}), '[]'::json)`,
  })} end`,
  content: sql<string>`case when ${live} then ${c.content} else ${DELETED_COMMENT_TEXT} end`,
  isDeleted: sql<boolean>`${c.deletedAt} is not null`,
  createdAt: isoTime(c.createdAt),
  updatedAt: isoTime(c.updatedAt),
  likeCount: sql<number>`coalesce(l.likes, 0)`,
  dislikeCount: sql<number>`coalesce(l.dislikes, 0)`,
  userLikeStatus: sql<CommentLikeStatus>`case ${mine.isLike} when true then 'like' when false then 'dislike' end`,
  parentId: c.parentId,
});

/**
 * The comments that `where` picks (a condition on `c`; `prelude` may define CTEs it reads), each with its author,
 * its like counts (an aggregate per comment on comment_likes' unique index) and the viewer's own like, assembled
 * as JSON by PostgreSQL. `fetched` is the prelude's extra figure.
 */
export async function selectComments(
  where: SQL,
  viewerId: number,
  prelude: SQL = sql``,
  fetched: SQL = sql`0`,
): Promise<Row[]> {
  const { rows } = await getDb().execute<Row>(sql`
    ${prelude}
    select ${commentJson} as comment, ${fetched} as fetched
    from comments c
    left join users u on ${u.id} = ${c.userId}
    left join lateral (
      select count(*) filter (where ${commentLikes.isLike})::int as likes,
        count(*) filter (where not ${commentLikes.isLike})::int as dislikes
      from ${commentLikes} where ${commentLikes.commentId} = ${c.id}) l on true
    left join comment_likes mine on ${mine.commentId} = ${c.id} and ${mine.userId} = ${viewerId}
    where ${where}
    order by ${c.id}`);
  return rows;
}

/**
 * Nests the rows under their parents (replies oldest first) and drops a deleted comment that has nothing left
 * under it. Top-level comments come back in `order`.
 */
export function toCommentTree(rows: Row[], order: number[]): Comment[] {
  const byId = new Map<number, Comment>();
  for (const { comment } of rows) byId.set(comment.id, { ...comment, replies: [] });
  for (const comment of byId.values()) {
    const parent = comment.parentId === null ? undefined : byId.get(comment.parentId);
    parent?.replies.push(comment);
  }
  const prune = (comment: Comment): Comment | null => {
    const replies = comment.replies.map(prune).filter((c): c is Comment => c !== null);
    return comment.isDeleted && !replies.length ? null : { ...comment, replies };
  };
  return order
    .map((id) => byId.get(id))
    .filter((c): c is Comment => c !== undefined)
    .map(prune)
    .filter((c): c is Comment => c !== null);
}
