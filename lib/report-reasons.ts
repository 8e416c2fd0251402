// The reasons a report may give, each with its three labels. Adding a reason is this one entry: the report dialog, the
// zod schema, the staff cards, the notices' rule, the transparency tables and the database's CHECK constraints
// (lib/db/list-checks.ts, rewritten at the next migration) all follow. docs/adding-a-report-reason.md.
// Isomorphic: no imports.
const REASONS = {
  spam: { form: "Spam or advertising", notice: "Spam or advertising", public: "Spam" },
  harassment: { form: "Harassment or bullying", notice: "Harassment or bullying", public: "Harassment" },
  hate_speech: { form: "Hate speech", notice: "Hate speech", public: "Hate speech" },
  misinformation: {
    form: "False or misleading information",
    notice: "False or misleading information",
    public: "Misinformation",
  },
  inappropriate: { form: "Inappropriate content", notice: "Inappropriate content", public: "Inappropriate content" },
  copyright: { form: "Copyright violation", notice: "Copyright violation", public: "Copyright" },
  // a punishment for it voids the account's ballots on open debates (docs/decisions/0017-integrity-ledger.md); a rule
  // staff apply, not one of the report dialog's reasons (document 1 lists those)
  vote_manipulation: {
    staffOnly: true,
    form: "Vote manipulation (fake or duplicate accounts)",
    notice: "Vote manipulation",
    public: "Vote manipulation",
  },
  // last: the dialog lists the reasons in this order, 'Other' at the end
  other: { form: "Other, please describe", notice: "Other breach of the site's rules", public: "Other" },
} as const satisfies Record<string, ReasonLabels>;

type ReasonLabels = {
  /** a rule staff apply to a punishment, not offered in the report dialog nor accepted from a report */
  staffOnly?: true;
  /** the report dialog's option and the staff's cards (document 1, section 3) */
  form: string;
  /** the rule a takedown, warning or punishment notice names (lib/moderation/statement-of-reasons.ts) */
  notice: string;
  /** the rule as /transparency shows it to the public */
  public: string;
};

export type ReportReason = keyof typeof REASONS;

/** Every reason, in the dialog's order. */
export const REPORT_REASONS = Object.keys(REASONS) as [ReportReason, ...ReportReason[]];

/** The reasons a person may give in a report (document 1, section 3), in the dialog's order. */
export const USER_REPORT_REASONS = REPORT_REASONS.filter((r) => !("staffOnly" in REASONS[r])) as [
  ReportReason,
  ...ReportReason[],
];

const labels = (pick: "form" | "notice" | "public") =>
  Object.fromEntries(REPORT_REASONS.map((r) => [r, REASONS[r][pick]])) as Record<ReportReason, string>;

export const REPORT_REASON_LABELS = labels("form");
export const REPORT_REASON_NOTICE_LABELS = labels("notice");
export const REPORT_REASON_PUBLIC_LABELS = labels("public");
