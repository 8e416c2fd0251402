import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { isStaff } from "@/lib/roles";

/** A live comment on a debate the actor can see (taken down: only staff), or 404 'Comment not found'. */
export async function findLiveComment(db: Db | Tx, actor: Actor, id: number, lock = false) {
  const [row] = (
    await db.execute<{ id: number; user_id: number | null }>(sql`
      select c.id, c.user_id from comments c join debates d on d.id = c.debate_id
      where c.id = ${id} and c.deleted_at is null and (d.is_active or ${isStaff(actor.roles)})
      ${lock ? sql`for update of c` : sql``}`)
  ).rows;
  if (!row) throw notFound("Comment not found");
  return { id: Number(row.id), userId: row.user_id === null ? null : Number(row.user_id) };
}
