// How /transparency words its figures. Isomorphic, and fixed to English and UTC so every visitor gets the same page.
import type { AppealStatus } from "@/lib/enums";
import type { TransparencyAction, TransparencyLogAction, TransparencyLogEntry } from "./types";

/** Column headings of the decisions table. */
export const DECISION_COLUMN_LABELS: Record<TransparencyAction, string> = {
  takedown: "Takedowns",
  warn: "Warnings",
  suspend: "Suspensions",
  ban: "Bans",
  delete: "Account deletions",
  lift: "Punishments lifted",
  reactivate: "Reactivations",
  reverse: "Reversals on appeal",
  restore: "Restorations",
};

/** One decision in the log. */
export const LOG_ACTION_LABELS: Record<TransparencyLogAction, string> = {
  takedown: "Takedown",
  warn: "Warning",
  suspend: "Suspension",
  ban: "Ban",
  delete: "Account deletion",
  lift: "Punishment lifted",
  reactivate: "Account reactivated",
};

export const LOG_TARGET_LABELS: Record<TransparencyLogEntry["target"], string> = {
  debate: "Debate",
  comment: "Comment",
  account: "Account",
};

export const OUTCOME_LABELS: Record<AppealStatus, string> = {
  pending: "Pending",
  upheld: "Upheld",
  reversed: "Reversed",
  moot: "Moot (lifted or restored first)",
};
