import type { ReportStatus } from "@/lib/enums";
import type { AdminUserView } from "@/lib/moderation/types";
import { cn } from "@/lib/utils";

/** Report statuses: pending amber, resolved green, dismissed grey, approved blue, rejected red. */
export const REPORT_STATUS_CLASS: Record<ReportStatus, string> = {
  pending: "bg-amber-100 text-amber-900 border-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:border-amber-800",
  resolved: "bg-green-100 text-green-900 border-green-300 dark:bg-green-950 dark:text-green-200 dark:border-green-800",
  dismissed: "bg-gray-100 text-gray-800 border-gray-300 dark:bg-gray-800 dark:text-gray-200 dark:border-gray-600",
  approved: "bg-blue-100 text-blue-900 border-blue-300 dark:bg-blue-950 dark:text-blue-200 dark:border-blue-800",
  rejected: "bg-red-100 text-red-900 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800",
};

const USER_STATUS_CLASS: Record<AdminUserView["status"], string> = {
  active: REPORT_STATUS_CLASS.resolved,
  suspended: REPORT_STATUS_CLASS.pending,
  banned: REPORT_STATUS_CLASS.rejected,
  deleted: REPORT_STATUS_CLASS.dismissed,
};

const BASE = "inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium capitalize";

export function StatusBadge({
  status,
  kind = "report",
  className,
}: {
  status: string;
  kind?: "report" | "user";
  className?: string;
}) {
  const map: Record<string, string> = kind === "report" ? REPORT_STATUS_CLASS : USER_STATUS_CLASS;
  return <span className={cn(BASE, map[status] ?? REPORT_STATUS_CLASS.dismissed, className)}>{status}</span>;
}
