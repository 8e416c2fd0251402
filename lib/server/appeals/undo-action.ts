import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
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
    await tx.execute(sql`update debates set is_active = true where id = ${a.targetId}`);
    return "The debate is visible to everyone again.";
  }
  if (a.action === "takedown" && a.targetType === "comment") {
    await tx.execute(sql`update comments set deleted_at = null where id = ${a.targetId}`);
    return "The comment is back, with its text, where it was.";
  }
  if (a.action === "suspend" || a.action === "ban") {
    const status = a.action === "suspend" ? "suspended" : "banned";
    await tx.execute(sql`update users u set status = 'active', suspended_until = null
      where u.id = ${a.targetId} and u.status = ${status} and not exists (
        select 1 from moderation_actions later where later.target_type = 'user' and later.target_id = u.id
          and later.action in ('suspend', 'ban') and later.id > ${a.id})`);
    if (a.action === "suspend") return "The suspension is lifted: you can sign in again.";
    const restored = await restoreBallots(tx, a.id);
    const ballots = restored
      ? ` Your ${restored === 1 ? "ballot" : `${restored} ballots`} on debates still open ${restored === 1 ? "counts" : "count"} again.`
      : "";
    return `The ban is lifted: you can sign in again.${ballots}`;
  }
  return "The warning is withdrawn.";
}
