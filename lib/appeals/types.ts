// Appeals (decisions.md 'Moderation people can trust'). Isomorphic: the server builds these, the pages read them.
import type { AppealStatus, ReportReason, ReportTarget } from "@/lib/enums";
import type { ModerationActionKind } from "@/lib/moderation/types";
import { everyOf, type KeysWhere } from "@/lib/closed-lists";

/** The affected person may appeal once, within this many days of the action. */
export const APPEAL_WINDOW_DAYS = 180;
export const STATEMENT_MIN = 10;
export const STATEMENT_MAX = 2000;

// The refusals, worded for the person who reads them (the client shows the message as is).
export const ACTION_NOT_FOUND = "Moderation action not found";
export const NOT_YOUR_ACTION = "Only the person this decision was about can appeal it";
export const NOT_APPEALABLE = "This kind of moderation action cannot be appealed";
export const APPEAL_TOO_LATE = `The time to appeal has passed: a decision can be appealed within ${APPEAL_WINDOW_DAYS} days`;
export const ALREADY_APPEALED = "You have already appealed this decision: each decision can be appealed once";
export const APPEAL_LINK_INVALID = "This appeal link is invalid, has already been used or has expired";
export const APPEAL_NOT_FOUND = "Appeal not found";
export const APPEAL_ALREADY_DECIDED = "This appeal has already been decided";
export const SAME_MODERATOR =
  "You took the original action, so you cannot decide its appeal: another staff member must review it";
export const OWN_APPEAL = "You cannot decide your own appeal";
export const MODERATOR_CANNOT_DECIDE_STAFF =
  "Moderators cannot decide appeals by other staff members: an admin must decide it";

/** What an appeal is about, as staff see it. */
export type AppealedAction = {
  id: number;
  action: ModerationActionKind;
  targetType: ReportTarget;
  targetId: number;
  reason: string;
  rule: ReportReason | null;
  /** hours; null means permanent or not applicable */
  duration: number | null;
  moderatorId: number | null;
  moderatorName: string | null;
  createdAt: string;
  /** the debate's title (a comment's debate for a comment), for a debate or a comment */
  debateTitle: string | null;
  debateId: number | null;
  /** the comment's text, kept while it may be appealed (staff only) */
  commentContent: string | null;
};

export type AppealView = {
  id: number;
  status: AppealStatus;
  statement: string;
  appellantId: number | null;
  appellantName: string | null;
  createdAt: string;
  decidedBy: number | null;
  decidedByName: string | null;
  decidedAt: string | null;
  /** the decider's reason, told to the appellant */
  reason: string | null;
  action: AppealedAction;
  /** for the staff member asking: null when they may decide it, else why not (shown beside the disabled control) */
  cannotDecide: string | null;
};

type OutcomeSpec = {
  /** how the appeal's status reads to staff and to the appellant */
  label: string;
  /**
   * a staff member's decision (PATCH /api/moderation/appeals/{id}): whether it undoes the action, and the staff's
   * toast; null: no decision sets it
   */
  decision: { undoes: boolean; done: string } | null;
};

/** The appeal statuses (APPEAL_STATUSES, the database's CHECK), one entry each (lib/closed-lists.ts). */
const APPEAL_OUTCOMES = {
  pending: { label: "Pending", decision: null },
  upheld: { label: "Upheld", decision: { undoes: false, done: "Decision upheld" } },
  reversed: { label: "Reversed", decision: { undoes: true, done: "Decision reversed" } },
  moot: { label: "Ended: nothing left to decide", decision: null },
} as const satisfies Record<AppealStatus, OutcomeSpec>;

export const APPEAL_STATUS_LABELS = Object.fromEntries(
  Object.entries(APPEAL_OUTCOMES).map(([s, o]) => [s, o.label]),
) as Record<AppealStatus, string>;

/** What a staff member decides on an appeal: uphold or reverse the action. */
export type AppealDecision = KeysWhere<typeof APPEAL_OUTCOMES, { decision: object }>;
export const APPEAL_DECISIONS = everyOf<AppealDecision>()(["upheld", "reversed"]);
export const appealDecision = (d: AppealDecision) => APPEAL_OUTCOMES[d].decision;

/** What the appeal page shows the person about the decision, and why they cannot appeal it (null when they can). */
export type AppealContext = {
  actionId: number;
  what: string;
  subject: string;
  rule: string;
  facts: string;
  decidedOn: string;
  until: string;
  appealStatus: AppealStatus | null;
  refusal: string | null;
};
