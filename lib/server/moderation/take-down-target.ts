import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import type { ModerationActionView } from "@/lib/moderation/types";
import { finishTakedown } from "./finish-takedown";
import { hideTarget, type ContentTarget } from "./hide-target";
import type { TakedownNotice } from "./takedown-notice";

/** A takedown from the Create Action form: the same transaction as a report's, without a report to name. */
export async function takeDownTarget(
  staff: Actor,
  target: ContentTarget,
  reason: string,
): Promise<{ action: ModerationActionView; notice: TakedownNotice | null }> {
  return getDb().transaction(async (tx) => {
    const content = await hideTarget(tx, target);
    return finishTakedown(tx, { moderator: staff, content, actionReason: reason, rule: null, facts: reason });
  });
}
