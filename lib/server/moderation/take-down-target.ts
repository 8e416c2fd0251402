import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import type { ModerationActionView } from "@/lib/moderation/types";
import { finishTakedown } from "./finish-takedown";
import { hideTarget, type ContentTarget } from "./hide-target";
import { standingTakedown } from "./standing-takedown";
import type { TakedownNotice } from "./takedown-notice";
import { inSpan } from "@/lib/tracing/in-span";

/**
 * A takedown from the Create Action form: the same transaction as a report's, without a report to name. Content
 * already taken down (its takedown still in force) records nothing new: the answer is that takedown, `created` false.
 */
export async function takeDownTarget(
  staff: Actor,
  target: ContentTarget,
  reason: string,
): Promise<{ action: ModerationActionView; notice: TakedownNotice | null; created: boolean }> {
  return inSpan("moderation.take_down", () => takeDown(staff, target, reason), { "target.type": target.type });
}

function takeDown(staff: Actor, target: ContentTarget, reason: string) {
  return getDb().transaction(async (tx) => {
    const standing = await standingTakedown(tx, target);
    if (standing) return { action: standing, notice: null, created: false };
    const content = await hideTarget(tx, target);
    const done = await finishTakedown(tx, {
      moderator: staff,
      content,
      actionReason: reason,
      rule: null,
      facts: reason,
    });
    return { ...done, created: true };
  });
}
