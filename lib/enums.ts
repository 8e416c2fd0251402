// Enumerations shared by the schema (CHECK constraints), the zod schemas and the UI.
export { ROLES } from "./roles";

export const USER_STATUSES = ["active", "suspended", "banned", "deleted"] as const;
export const REPORT_REASONS = [
  "spam",
  "harassment",
  "hate_speech",
  "misinformation",
  "inappropriate",
  "copyright",
  "other",
] as const;
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
] as const;
export const MESSAGE_TYPES = ["direct", "mass", "reply"] as const;
export const TOKEN_KINDS = ["verify_email", "password_reset", "username_change", "password_change"] as const;

export const VOTE_POSITIONS = ["A", "B"] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportTarget = (typeof REPORT_TARGETS)[number];

// Transparency (decisions.md 'Moderation people can trust'): the moderation decisions the public figures count (role
// changes are staff administration, not moderation), and the restrictions the public log lists.
export const TRANSPARENCY_ACTIONS = ["takedown", "warn", "suspend", "ban", "delete", "lift", "reactivate"] as const;
export const TRANSPARENCY_LOG_ACTIONS = ["takedown", "warn", "suspend", "ban", "delete"] as const;
