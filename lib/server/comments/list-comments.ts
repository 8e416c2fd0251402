import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import type { Comment } from "@/lib/comments/types";
import { getDb } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { comments, debates } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { hasPvPlusAccess, isStaff } from "@/lib/roles";
import { selectComments, toCommentTree } from "./comment-tree";
import { visibleTopLevel } from "./visible-top-level";

// the debate, its comments, and the comment a thread link names
const d = alias(debates, "d");
const c = alias(comments, "c");
const t = alias(comments, "t");

type CommentPage = { items: Comment[]; total: number; nextCursor: string | null };
type Options = { limit: number; before?: number; thread?: number };

/**
 * A debate's comments, paged on the server by top-level comment (newest first, keyset on id), each with its whole
 * thread. Bodies go only to PV+ access; everyone else gets the count and an empty list (decisions.md). Two
 * statements whatever the discussion's length: the debate with its count, and the page with its threads.
 */
export async function listComments(actor: Actor | null, debateId: number, opts: Options): Promise<CommentPage> {
  const [debate] = (
    await getDb().execute<RawRow<typeof debates, "is_active"> & { total: number }>(sql`
      select ${d.isActive}, (select count(*)::int from comments c where ${c.debateId} = ${d.id} and ${visibleTopLevel})
        as total
      from debates d where ${d.id} = ${debateId}`)
  ).rows;
  if (!debate || (!debate.is_active && !isStaff(actor?.roles))) throw notFound("Debate not found");
  const total = Number(debate.total);
  if (!actor || !hasPvPlusAccess(actor.roles)) return { items: [], total, nextCursor: null };

  // the page's top-level comments (one more than asked, to know whether another page follows) and their threads
  const top = opts.thread
    ? sql`select ${c.id} from comments t join comments c on ${c.id} = coalesce(${t.rootId}, ${t.id})
        where ${t.id} = ${opts.thread} and ${t.debateId} = ${debateId} and ${visibleTopLevel}`
    : sql`select ${c.id} from comments c where ${c.debateId} = ${debateId} and ${visibleTopLevel}
        ${opts.before ? sql`and ${c.id} < ${opts.before}` : sql``} order by ${c.id} desc limit ${opts.limit + 1}`;
  // arrays rather than IN-subqueries: PostgreSQL plans this several times faster
  const page = sql`array(select id from top order by id desc limit ${opts.limit})`;
  const rows = await selectComments(
    sql`(${c.id} = any(${page}) or ${c.rootId} = any(${page}))`,
    actor.id,
    sql`with top as (${top})`,
    sql`(select count(*)::int from top)`,
  );
  const order = rows
    .filter(({ comment }) => comment.parentId === null)
    .map(({ comment }) => comment.id)
    .sort((a, b) => b - a);
  const more = !opts.thread && rows.length > 0 && Number(rows[0].fetched) > opts.limit;
  return { items: toCommentTree(rows, order), total, nextCursor: more ? String(order[order.length - 1]) : null };
}
