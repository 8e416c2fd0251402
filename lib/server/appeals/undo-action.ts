import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { comments, debates, users } from "@/lib/db/schema";
import { restoreBallots } from "@/lib/server/ballots/restore-ballots";
import { isAppealable, LIFTABLE_KINDS, type LIFTABLE_STATUSES } from "@/lib/moderation/kinds";
import { kindList } from "@/lib/server/moderation/sql-helpers";
import type { ActionUnderAppeal } from "./action-under-appeal";

/**
 * What a reversal gives back, in the caller's transaction: the debate shows again, the comment comes back with the
 * text it kept, the suspension or ban is lifted (only while it is still the punishment in force: a later suspension or
 * ban stays), and the ballots a ban voided count again on the debates still open (restoreBallots; a closed board stays
 * as it closed). A warning takes nothing away, so nothing is restored. Answers the sentence that tells the person.
 */
export async function undoAction(tx: Tx, a: ActionUnderAppeal): Promise<string> {
  const kind = a.action;
  // an appeal is only ever made against an appealable action (submitAppeal)
  if (!isAppealable(kind)) throw new Error(`Action #${a.id} (${kind}) cannot be appealed`);
  switch (kind) {
    case "takedown":
      if (a.targetType === "debate") {
        await tx.update(debates).set({ isActive: true }).where(eq(debates.id, a.targetId));
        return "The debate is visible to everyone again.";
      }
      await tx.update(comments).set({ deletedAt: null }).where(eq(comments.id, a.targetId));
      return "The comment is back, with its text, where it was.";
    case "suspend":
      await liftInForce(tx, a, "suspended");
      return "The suspension is lifted: you can sign in again.";
    case "ban": {
      await liftInForce(tx, a, "banned");
      const restored = await restoreBallots(tx, a.id);
      const ballots = restored
        ? ` Your ${restored === 1 ? "ballot" : `${restored} ballots`} on debates still open ${restored === 1 ? "counts" : "count"} again.`
        : "";
      return `The ban is lifted: you can sign in again.${ballots}`;
    }
    case "warn":
      return "The warning is withdrawn.";
    default:
      return kind satisfies never;
  }
}

/** Frees the account of the suspension or ban `a`, only while it is still the punishment in force. */
async function liftInForce(tx: Tx, a: ActionUnderAppeal, status: (typeof LIFTABLE_STATUSES)[number]) {
  await tx
    .update(users)
    .set({ status: "active", suspendedUntil: null })
    .where(
      and(
        eq(users.id, a.targetId),
        eq(users.status, status),
        sql`not exists (select 1 from moderation_actions later where later.target_type = 'user'
            and later.target_id = ${users.id} and later.action in (${kindList(LIFTABLE_KINDS)}) and later.id > ${a.id})`,
      ),
    );
}
