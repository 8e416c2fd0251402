/** What document 1's screens report: a debate or a comment ('user' exists server-side only). */
export type ReportTargetType = "debate" | "comment";
