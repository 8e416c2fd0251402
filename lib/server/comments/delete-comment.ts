import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { requireVerifiedMember } from "@/lib/server/debates/require-verified-member";
import { findLiveComment } from "./find-live-comment";

/**
 * The author or staff delete a comment. It is marked deleted, not removed: the list shows '[deleted]' above its
 * replies while it has any, and nothing otherwise; reports and moderation keep what it said.
 */
export async function deleteComment(actor: Actor | null, id: number): Promise<{ ok: true; id: number }> {
  const user = requireVerifiedMember(actor);
  const comment = await findLiveComment(getDb(), user, id);
  if (comment.userId !== user.id && !isStaff(user.roles)) throw forbidden("You can only delete your own comments");
  await getDb().execute(sql`update comments set deleted_at = now() where id = ${id} and deleted_at is null`);
  return { ok: true, id };
}
