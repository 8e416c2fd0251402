import type { ModerationActionKind } from "@/lib/moderation/types";
import { MODERATION_KINDS } from "@/lib/moderation/kinds";
import { MODERATION_ACTIONS } from "@/lib/enums";
import { plural } from "@/lib/plural";

/** Hours as days (or hours when not whole days); null is 'Permanent' for a punishment, a dash otherwise. */
export function formatDuration(hours: number | null, action?: ModerationActionKind): string {
  if (hours === null || hours === undefined) return action ? MODERATION_KINDS[action].withoutDuration : "Permanent";
  return hours % 24 === 0 ? plural(hours / 24, "day") : plural(hours, "hour");
}

export const ACTION_LABELS = Object.fromEntries(
  MODERATION_ACTIONS.map((a) => [a, MODERATION_KINDS[a].label]),
) as Record<ModerationActionKind, string>;

export const TARGET_LABELS = { debate: "Debate", comment: "Comment", user: "User" } as const;
