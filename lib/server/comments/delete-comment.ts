import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireVerifiedMember } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { comments } from "@/lib/db/schema";
import { forbidden } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { takeDownTarget } from "@/lib/server/moderation/take-down-target";
import type { TakedownNotice } from "@/lib/server/moderation/takedown-notice";
import { findLiveComment } from "./find-live-comment";

/** The facts a staff member's deletion gives the author (DELETE takes no body). */
const STAFF_DELETION_FACTS = "Deleted by a staff member from the debate page; no further reason was given.";

/**
 * The author or staff delete a comment. It is marked deleted, not removed: the list shows '[deleted]' above its
 * replies while it has any, and nothing otherwise; reports and moderation keep what it said (until
 * purgeDeletedCommentText). Staff deleting someone else's comment is a takedown: recorded, and the author told with a
 * statement of reasons and how to appeal (the email is the caller's to send after the answer).
 */
export async function deleteComment(
  actor: Actor | null,
  id: number,
): Promise<{ ok: true; id: number; notice: TakedownNotice | null }> {
  const user = requireVerifiedMember(actor);
  const comment = await findLiveComment(getDb(), user, id);
  if (comment.userId !== user.id && !isStaff(user.roles)) throw forbidden("You can only delete your own comments");
  if (comment.userId !== user.id) {
    const { notice } = await takeDownTarget(user, { type: "comment", id }, STAFF_DELETION_FACTS);
    return { ok: true, id, notice };
  }
  await getDb()
    .update(comments)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
  return { ok: true, id, notice: null };
}
