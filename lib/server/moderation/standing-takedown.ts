import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
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
  const { rows } =
    target.type === "debate"
      ? await tx.execute<{ hidden: boolean }>(
          sql`select not is_active as hidden from debates where id = ${target.id} for update`,
        )
      : await tx.execute<{ hidden: boolean }>(
          sql`select deleted_at is not null as hidden from comments where id = ${target.id} for update`,
        );
  if (!rows[0]?.hidden) return null;
  const [latest] = await selectActionViews(tx, sql`a.target_type = ${target.type} and a.target_id = ${target.id}`, 1);
  return latest?.action === "takedown" ? latest : null;
}
