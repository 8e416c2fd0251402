import "server-only";
import { sql } from "drizzle-orm";
import type { Comment } from "@/lib/comments/types";
import { notFound } from "@/lib/errors";
import { selectComments } from "./comment-tree";

/** One comment as the list shows it, without its replies: the answer of every comment mutation. */
export async function getComment(id: number, viewerId: number): Promise<Comment> {
  const [row] = await selectComments(sql`c.id = ${id}`, viewerId);
  if (!row) throw notFound("Comment not found");
  return { ...row.comment, replies: [] };
}
