import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { comments, debates, users } from "@/lib/db/schema";
import { restoreBallots } from "@/lib/server/ballots/restore-ballots";
import type { ActionUnderAppeal } from "./action-under-appeal";

/**
 * What a reversal gives back, in the caller's transaction: the debate shows again, the comment comes back with the
 * text it kept, the suspension or ban is lifted (only while it is still the punishment in force: a later suspension or
 * ban stays), and the ballots a ban voided count again on the debates still open (restoreBallots; a closed board stays
 * as it closed). A warning takes nothing away, so nothing is restored. Answers the sentence that tells the person.
 */
export async function undoAction(tx: Tx, a: ActionUnderAppeal): Promise<string> {
  if (a.action === "takedown" && a.targetType === "debate") {
    await tx.update(debates).set({ isActive: true }).where(eq(debates.id, a.targetId));
    return "The debate is visible to everyone again.";
  }
  if (a.action === "takedown" && a.targetType === "comment") {
    await tx.update(comments).set({ deletedAt: null }).where(eq(comments.id, a.targetId));
    return "The comment is back, with its text, where it was.";
  }
  if (a.action === "suspend" || a.action === "ban") {
    const status = a.action === "suspend" ? "suspended" : "banned";
    await tx
      .update(users)
      .set({ status: "active", suspendedUntil: null })
      .where(
        and(
          eq(users.id, a.targetId),
          eq(users.status, status),
          sql`not exists (select 1 from moderation_actions later where later.target_type = 'user'
            and later.target_id = ${users.id} and later.action in ('suspend', 'ban') and later.id > ${a.id})`,
        ),
      );
    if (a.action === "suspend") return "The suspension is lifted: you can sign in again.";
    const restored = await restoreBallots(tx, a.id);
    const ballots = restored
      ? ` Your ${restored === 1 ? "ballot" : `${restored} ballots`} on debates still open ${restored === 1 ? "counts" : "count"} again.`
      : "";
    return `The ban is lifted: you can sign in again.${ballots}`;
  }
  return "The warning is withdrawn.";
}
