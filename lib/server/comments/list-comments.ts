import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { Comment } from "@/lib/comments/types";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { hasPvPlusAccess, isStaff } from "@/lib/roles";
import { selectComments, toCommentTree } from "./comment-tree";
import { visibleTopLevel } from "./visible-top-level";

export type CommentPage = { items: Comment[]; total: number; nextCursor: string | null };
type Options = { limit: number; before?: number; thread?: number };

/**
 * A debate's comments, paged on the server by top-level comment (newest first, keyset on id), each with its whole
 * thread. Bodies go only to PV+ access; everyone else gets the count and an empty list (decisions.md). Two
 * statements whatever the thread's length: the debate with its count, and the page's comments.
 */
export async function listComments(actor: Actor | null, debateId: number, opts: Options): Promise<CommentPage> {
  const [debate] = (
    await getDb().execute<{ is_active: boolean; total: number }>(sql`
      select d.is_active, (select count(*)::int from comments c where c.debate_id = d.id and ${visibleTopLevel}) as total
      from debates d where d.id = ${debateId}`)
  ).rows;
  if (!debate || (!debate.is_active && !isStaff(actor?.roles))) throw notFound("Debate not found");
  const total = Number(debate.total);
  if (!actor || !hasPvPlusAccess(actor.roles)) return { items: [], total, nextCursor: null };

  const pageIds = opts.thread
    ? sql`select coalesce(t.root_id, t.id) from comments t where t.id = ${opts.thread} and t.debate_id = ${debateId}`
    : sql`select c.id from comments c where c.debate_id = ${debateId} and ${visibleTopLevel}
        ${opts.before ? sql`and c.id < ${opts.before}` : sql``} order by c.id desc limit ${opts.limit + 1}`;
  // the page's top-level ids (one more than asked, to know whether another page follows) and their threads
  const { rows: tops } = await getDb().execute<{ id: number }>(sql`
    select c.id from comments c where c.id in (${pageIds}) and ${visibleTopLevel} order by c.id desc`);
  const order = tops.slice(0, opts.limit).map((r) => Number(r.id));
  if (!order.length) return { items: [], total, nextCursor: null };
  const idList = sql.join(order.map((id) => sql`${id}`), sql`, `);
  const rows = await selectComments(sql`select id from comments where id in (${idList}) or root_id in (${idList})`, actor.id);
  const more = !opts.thread && tops.length > opts.limit;
  return { items: toCommentTree(rows, order), total, nextCursor: more ? String(order[order.length - 1]) : null };
}
