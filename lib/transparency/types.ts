// What GET /api/transparency answers and /transparency shows (decisions.md 'Moderation people can trust'). Isomorphic.
// Nothing here names a person, quotes content or leads to either: counts, medians, dates, kinds and rules only.
import type { AppealStatus, ReportReason } from "@/lib/enums";
import type { TRANSPARENCY_ACTIONS, TRANSPARENCY_LOG_ACTIONS } from "@/lib/moderation/kinds";

export type TransparencyAction = (typeof TRANSPARENCY_ACTIONS)[number];
export type TransparencyLogAction = (typeof TRANSPARENCY_LOG_ACTIONS)[number];

/** One UTC calendar month's figures. */
export type TransparencyMonth = {
  /** YYYY-MM, UTC */
  month: string;
  /** reports made this month, by the reason the reporter chose */
  reports: { total: number; byReason: Record<ReportReason, number> };
  /** moderation decisions taken this month, by kind */
  actions: { total: number; byType: Record<TransparencyAction, number> };
  /** appeals made this month, by where they stand now */
  appeals: { total: number; byOutcome: Record<AppealStatus, number> };
  /** median hours from a report (an appeal) to its decision, over those decided this month; null when none was */
  medianHours: { reportToDecision: number | null; appealToDecision: number | null };
};

/** One takedown or punishment, or the early end of one: what, on what kind of thing, under which rule. */
export type TransparencyLogEntry = {
  /** the action's number: what a voided ballot on a ballot board names (docs/decisions/0017-integrity-ledger.md) */
  id: number;
  /** YYYY-MM-DD, UTC */
  date: string;
  action: TransparencyLogAction;
  target: "debate" | "comment" | "account";
  /**
   * the report reason the decision settled (a lift's or reactivation's: the rule of the punishment it ended); null
   * for a decision staff took without a report
   */
  rule: ReportReason | null;
  /** whether the person affected appealed, and how the appeal stands (null when there is none) */
  appealed: boolean;
  outcome: AppealStatus | null;
  /** YYYY-MM-DD, UTC: a takedown whose debate staff restored since (null otherwise) */
  restoredOn: string | null;
  /** YYYY-MM-DD, UTC: a suspension or ban that staff lifted since, or reactivated its account (null otherwise) */
  liftedOn: string | null;
  /** a lift's or reactivation's: the number of the suspension or ban it ended (null otherwise) */
  ends: number | null;
};

export type TransparencyLog = { items: TransparencyLogEntry[]; nextCursor: number | null; total: number };

export type Transparency = {
  /** the last twelve UTC months, newest first, every month present */
  months: TransparencyMonth[];
  log: TransparencyLog;
};
