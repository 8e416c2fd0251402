// The report statuses (REPORT_STATUSES, the database's CHECK): one entry per status holding what the code decides about
// it (lib/closed-lists.ts). Isomorphic.
import { everyOf, type KeysWhere } from "@/lib/closed-lists";
import { REPORT_STATUSES, type ReportStatus } from "@/lib/enums";

type StatusSpec = {
  /** the staff's filter option; null: not offered (document 2's statuses that no call sets) */
  filter: string | null;
  /** a review's outcome (PATCH /api/moderation/reports/{id}) and its toast; null: a review does not set it */
  reviewed: string | null;
};

export const REPORT_STATUS_SPECS = {
  pending: { filter: "Pending", reviewed: null },
  resolved: { filter: "Resolved", reviewed: "Report resolved" },
  dismissed: { filter: "Dismissed", reviewed: "Report dismissed" },
  approved: { filter: null, reviewed: null },
  rejected: { filter: null, reviewed: null },
} as const satisfies Record<ReportStatus, StatusSpec>;

/** What a staff member's review sets: resolve or dismiss. */
export type ReviewStatus = KeysWhere<typeof REPORT_STATUS_SPECS, { reviewed: string }>;
export const REVIEW_STATUSES = everyOf<ReviewStatus>()(["resolved", "dismissed"]);

/** The staff's filter options, in REPORT_STATUSES' order. */
export const FILTER_STATUSES = REPORT_STATUSES.flatMap((s) => {
  const label = REPORT_STATUS_SPECS[s].filter;
  return label === null ? [] : [{ value: s, label }];
});
