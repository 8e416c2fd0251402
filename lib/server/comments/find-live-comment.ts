import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import { comments, debates } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { isStaff } from "@/lib/roles";

/** A live comment on a debate the actor can see (taken down: only staff), or 404 'Comment not found'. */
export async function findLiveComment(db: Db | Tx, actor: Actor, id: number, lock = false) {
  const query = db
    .select({ id: comments.id, userId: comments.userId })
    .from(comments)
    .innerJoin(debates, eq(debates.id, comments.debateId))
    .where(
      and(
        eq(comments.id, id),
        isNull(comments.deletedAt),
        or(eq(debates.isActive, true), sql`${isStaff(actor.roles)}`),
      ),
    );
  const [row] = lock ? await query.for("update", { of: comments }) : await query;
  if (!row) throw notFound("Comment not found");
  return row;
}
