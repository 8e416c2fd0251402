import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requirePvPlusMember } from "@/lib/auth/guards";
import type { Comment } from "@/lib/comments/types";
import { getDb } from "@/lib/db";
import { comments } from "@/lib/db/schema";
import { forbidden } from "@/lib/errors";
import type { CommentInput } from "@/lib/validation/comments";
import { findLiveComment } from "./find-live-comment";
import { getComment } from "./get-comment";

/** Editing is the author's alone (staff included); updatedAt marks it '(edited)'. */
export async function updateComment(actor: Actor | null, id: number, { content }: CommentInput): Promise<Comment> {
  const author = requirePvPlusMember(actor);
  const comment = await findLiveComment(getDb(), author, id);
  if (comment.userId !== author.id) throw forbidden("You can only edit your own comments");
  await getDb()
    .update(comments)
    .set({ content, updatedAt: sql`now()` })
    .where(and(eq(comments.id, id), eq(comments.userId, author.id)));
  return getComment(id, author.id);
}
