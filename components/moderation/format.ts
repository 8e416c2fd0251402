import type { ModerationActionKind } from "@/lib/moderation/types";
import { plural } from "@/lib/plural";

/** Hours as days (or hours when not whole days); null is 'Permanent' for a punishment, a dash otherwise. */
export function formatDuration(hours: number | null, action?: ModerationActionKind): string {
  if (hours === null || hours === undefined) {
    return action === "reactivate" ||
      action === "lift" ||
      action === "role_change" ||
      action === "reverse" ||
      action === "restore"
      ? "—"
      : "Permanent";
  }
  return hours % 24 === 0 ? plural(hours / 24, "day") : plural(hours, "hour");
}

export const ACTION_LABELS: Record<ModerationActionKind, string> = {
  warn: "Warn",
  suspend: "Suspend",
  ban: "Ban",
  remove: "Remove",
  takedown: "Takedown",
  delete: "Delete",
  reactivate: "Reactivate",
  lift: "Lift punishment",
  role_change: "Role change",
  reverse: "Reversal on appeal",
  restore: "Restore",
};

export const TARGET_LABELS = { debate: "Debate", comment: "Comment", user: "User" } as const;
