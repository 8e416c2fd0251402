// Enumerations shared by the schema (CHECK constraints), the zod schemas and the UI.
export { ROLES } from "./roles";

export const USER_STATUSES = ["active", "suspended", "banned", "deleted"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
// the report reasons and their labels: lib/report-reasons.ts
export { REPORT_REASONS, type ReportReason } from "./report-reasons";
import type { ReportReason } from "./report-reasons";
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
  // staff put a taken-down debate back (PATCH /api/debates/{id} isActive true): the takedown no longer holds
  "restore",
] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];
// 'moot': ended undecided because what it appealed no longer holds (the account reactivated, the debate restored)
export const APPEAL_STATUSES = ["pending", "upheld", "reversed", "moot"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const MESSAGE_TYPES = ["direct", "mass", "reply", "results"] as const;
// 'appeal': the signed link in a ban notice (payload: the action id), single use, 180 days
export const TOKEN_KINDS = ["verify_email", "password_reset", "username_change", "password_change", "appeal"] as const;

export const VOTE_POSITIONS = ["A", "B"] as const;
export type VotePosition = (typeof VOTE_POSITIONS)[number];

export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportTarget = (typeof REPORT_TARGETS)[number];

// which kinds can be appealed and which the public figures and log show: lib/moderation/kinds.ts (APPEALABLE_ACTIONS,
// TRANSPARENCY_ACTIONS, TRANSPARENCY_LOG_ACTIONS)

// The integrity ledger (docs/decisions/0017-integrity-ledger.md): the rules a refused vote attempt is counted under,
// per debate (a limit, a missing or failed proof of work at registration, an unverified or suspended account, a second
// vote), and the rule whose punishment voids an account's ballots on open debates.
export const REFUSAL_RULES = ["limit", "proof_of_work", "account", "second_vote"] as const;
export type RefusalRule = (typeof REFUSAL_RULES)[number];
// what a refused attempt was for: a ballot, or a lean (for a lean, "second_vote" counts a second lean or a
// lean after the member's ballot)
export const REFUSAL_KINDS = ["ballot", "lean"] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

// Where a member stands before watching (docs/decisions/0019-minds-changed.md).
export const LEANS = ["A", "B", "undecided"] as const;
export type Lean = (typeof LEANS)[number];
export const VOIDING_RULE = "vote_manipulation" satisfies ReportReason;
