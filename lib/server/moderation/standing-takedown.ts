import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { comments, debates } from "@/lib/db/schema";
import type { ModerationActionView } from "@/lib/moderation/types";
import { selectActionViews } from "./action-view";
import type { ContentTarget } from "./hide-target";

/**
 * The takedown in force on a debate or comment, in the caller's transaction, with the target's row locked (the lock
 * every takedown of it takes first): its latest moderation action when that is a takedown and the content is still
 * hidden. Null when the content shows, was removed otherwise (its author's own deletion) or does not exist. Document
 * 2's takedown is three calls whose first already takes the content down: its third call answers this action instead
 * of recording a second (decisions.md 'Document 2's REST sequences').
 */
export async function standingTakedown(tx: Tx, target: ContentTarget): Promise<ModerationActionView | null> {
  const [row] =
    target.type === "debate"
      ? await tx
          .select({ hidden: sql<boolean>`not ${debates.isActive}` })
          .from(debates)
          .where(eq(debates.id, target.id))
          .for("update")
      : await tx
          .select({ hidden: sql<boolean>`${comments.deletedAt} is not null` })
          .from(comments)
          .where(eq(comments.id, target.id))
          .for("update");
  if (!row?.hidden) return null;
  const [latest] = await selectActionViews(tx, sql`a.target_type = ${target.type} and a.target_id = ${target.id}`, 1);
  return latest?.action === "takedown" ? latest : null;
}
