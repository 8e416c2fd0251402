import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requirePvPlusMember } from "@/lib/auth/guards";
import type { Comment } from "@/lib/comments/types";
import { getDb } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { columnNames } from "@/lib/db/column-names";
import { comments, debates } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import type { CommentInput } from "@/lib/validation/comments";
import { getComment } from "./get-comment";

/**
 * A top-level comment by a PV+ member on a debate they can see (taken down: 404 but for staff). 10 a minute per author,
 * and per client address and network (limits.ts).
 */
export async function createComment(
  actor: Actor | null,
  debateId: number,
  { content }: CommentInput,
  ip: string | null = null,
): Promise<Comment> {
  const author = requirePvPlusMember(actor);
  await Promise.all([consumeLimit("comment", author.id), consumeAddressLimits("comment", ip)]);
  const { rows } = await getDb().execute<RawRow<typeof comments, "id">>(sql`
    insert into ${comments} (${columnNames(comments.debateId, comments.userId, comments.content)})
    select ${debates.id}, ${author.id}, ${content} from ${debates}
    where ${debates.id} = ${debateId} and (${debates.isActive} or ${isStaff(author.roles)})
    returning ${comments.id}`);
  if (!rows.length) throw notFound("Debate not found");
  return getComment(Number(rows[0].id), author.id);
}
