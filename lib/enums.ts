// Enumerations shared by the schema (CHECK constraints), the zod schemas and the UI.
export { ROLES } from "./roles";

export const USER_STATUSES = ["active", "suspended", "banned", "deleted"] as const;
// the report reasons and their labels: lib/report-reasons.ts
export { REPORT_REASONS, type ReportReason } from "./report-reasons";
export const REPORT_STATUSES = ["pending", "resolved", "dismissed", "approved", "rejected"] as const;
export const REPORT_TARGETS = ["debate", "comment", "user"] as const;
export const MODERATION_ACTIONS = [
  "warn",
  "suspend",
  "ban",
  "remove",
  "takedown",
  "delete",
  "reactivate",
  "lift",
  "role_change",
  // an appeal's reversal of an earlier action (decisions.md 'Moderation people can trust')
  "reverse",
] as const;
/** The actions the affected person may appeal (a deletion leaves nobody to answer; the others undo or change). */
export const APPEALABLE_ACTIONS = ["takedown", "warn", "suspend", "ban"] as const;
export const APPEAL_STATUSES = ["pending", "upheld", "reversed"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const MESSAGE_TYPES = ["direct", "mass", "reply", "results"] as const;
// 'appeal': the signed link in a ban notice (payload: the action id), single use, 180 days
export const TOKEN_KINDS = ["verify_email", "password_reset", "username_change", "password_change", "appeal"] as const;

export const VOTE_POSITIONS = ["A", "B"] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportTarget = (typeof REPORT_TARGETS)[number];

// Transparency (decisions.md 'Moderation people can trust'): the moderation decisions the public figures count (role
// changes are staff administration, not moderation), and the restrictions the public log lists (a reversal shows there
// as the outcome of the appeal on the action it undid).
export const TRANSPARENCY_ACTIONS = [
  "takedown",
  "warn",
  "suspend",
  "ban",
  "delete",
  "lift",
  "reactivate",
  "reverse",
] as const;
export const TRANSPARENCY_LOG_ACTIONS = ["takedown", "warn", "suspend", "ban", "delete"] as const;
