// The statement of reasons every takedown, warning and punishment notice carries (decisions.md 'Moderation people can
// trust'; the Digital Services Act, Article 17): what was decided, on which content or account, under which rule, the
// facts staff gave, that a person decided it, and how to appeal, with a link. Isomorphic: the inbox text and the
// email templates are built from the same parts.
import { REPORT_REASON_NOTICE_LABELS, type ReportReason } from "@/lib/report-reasons";
import type { ModerationActionKind } from "@/lib/moderation/types";
import { MODERATION_KINDS } from "@/lib/moderation/kinds";
import { APPEAL_WINDOW_DAYS } from "@/lib/appeals/types";

export type StatementOfReasons = {
  /** what was decided, one sentence */
  decision: string;
  /** the content or account it applies to */
  subject: string;
  /** the rule: the report's reason, else the action's category */
  rule: string;
  /** the facts the staff member gave (the action's reason) */
  facts: string;
  /** where and until when it can be appealed (url null: it cannot be, and the note says why and what to do instead) */
  appeal: { url: string | null; until: string; note?: string };
};

export const STATEMENT_LABELS = {
  decision: "What was decided",
  subject: "Content or account concerned",
  rule: "Rule applied",
  facts: "Facts given by the moderator",
  decidedBy: "Who decided",
  appeal: "How to appeal",
} as const;

export const DECIDED_BY_A_PERSON =
  "A member of the moderation team reviewed this and decided it; it was not an automated decision.";

/** An action as a sentence names it ('your appeal against the takedown of ...'); its kind when no notice names it. */
export const actionNoun = (action: ModerationActionKind) => MODERATION_KINDS[action].noun ?? action;

/**
 * The rule as the notice names it: the report's reason when the action came from a report, the rule staff named for a
 * punishment, else the action's category.
 */
export function ruleText(rule: ReportReason | null, action: ModerationActionKind): string {
  // a punishment's rule is named by staff (vote manipulation: docs/decisions/0017-integrity-ledger.md), not a report
  if (rule && MODERATION_KINDS[action].account?.direction === "restrict")
    return `${REPORT_REASON_NOTICE_LABELS[rule]} (the rule the moderator applied)`;
  if (rule) return `${REPORT_REASON_NOTICE_LABELS[rule]} (the reason given in the report)`;
  return `${MODERATION_KINDS[action].category ?? action} (the category of this action; no report named a rule)`;
}

/** An instant as the notices write it (UTC: the server does not know the reader's zone). */
export const noticeDate = (d: Date) => `${d.toISOString().slice(0, 10)}`;

/** The last day an action taken at `at` can be appealed. */
export const appealDeadline = (at: Date) => new Date(at.getTime() + APPEAL_WINDOW_DAYS * 24 * 3600_000);

/** How to appeal, without the link. */
export const appealSentence = (a: StatementOfReasons["appeal"]) =>
  `You can appeal this decision once, until ${a.until} (${APPEAL_WINDOW_DAYS} days). Explain why it should change and a member of the staff who did not take it will review it.`;

function appealText(a: StatementOfReasons["appeal"]): string {
  if (!a.url) return a.note ?? "";
  return `${appealSentence(a)} Appeal here: ${a.url}${a.note ? `\n${a.note}` : ""}`;
}

/** The statement as plain text: the inbox message's body after its first sentence, and the text part of the emails. */
export function statementText(s: StatementOfReasons): string {
  return [
    `${STATEMENT_LABELS.decision}: ${s.decision}`,
    `${STATEMENT_LABELS.subject}: ${s.subject}`,
    `${STATEMENT_LABELS.rule}: ${s.rule}`,
    `${STATEMENT_LABELS.facts}: ${s.facts}`,
    `${STATEMENT_LABELS.decidedBy}: ${DECIDED_BY_A_PERSON}`,
    `${STATEMENT_LABELS.appeal}: ${appealText(s.appeal)}`,
  ].join("\n\n");
}
