import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { DELETED_COMMENT_TEXT, type Comment } from "@/lib/comments/types";
import { DELETED_USER_NAME } from "@/lib/server/users/display-name";

type Row = { comment: Omit<Comment, "replies">; fetched: number };

/**
 * The comments that `where` picks (a condition on `c`; `prelude` may define CTEs it reads), each with its author,
 * its like counts (an aggregate per comment on comment_likes' unique index) and the viewer's own like, assembled
 * as JSON by PostgreSQL. A deleted comment carries no author and no text. `fetched` is the prelude's extra figure.
 */
export async function selectComments(
  where: SQL,
  viewerId: number,
  prelude: SQL = sql``,
  fetched: SQL = sql`0`,
): Promise<Row[]> {
  const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const { rows } = await getDb().execute<Row>(sql`
    ${prelude}
    select json_build_object(
      'id', c.id, 'debateId', c.debate_id,
      'userId', case when c.deleted_at is null then c.user_id end,
      'user', case when c.deleted_at is null then json_build_object(
        'id', case when u.status = 'deleted' then null else u.id end,
        'username', case when u.id is null or u.status = 'deleted' then ${DELETED_USER_NAME} else u.username end,
        'profileImage', case when u.status = 'deleted' then null else u.profile_image end,
        'roles', coalesce((select json_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = u.id), '[]'::json)) end,
      'content', case when c.deleted_at is null then c.content else ${DELETED_COMMENT_TEXT} end,
      'isDeleted', c.deleted_at is not null,
      'createdAt', ${iso("c.created_at")}, 'updatedAt', ${iso("c.updated_at")},
      'likeCount', coalesce(l.likes, 0), 'dislikeCount', coalesce(l.dislikes, 0),
      'userLikeStatus', case mine.is_like when true then 'like' when false then 'dislike' end,
      'parentId', c.parent_id) as comment,
      ${fetched} as fetched
    from comments c
    left join users u on u.id = c.user_id
    left join lateral (
      select count(*) filter (where is_like)::int as likes, count(*) filter (where not is_like)::int as dislikes
      from comment_likes where comment_id = c.id) l on true
    left join comment_likes mine on mine.comment_id = c.id and mine.user_id = ${viewerId}
    where ${where}
    order by c.id`);
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
