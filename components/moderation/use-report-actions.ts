"use client";

import { useState } from "react";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { ApiError, apiRequest } from "@/lib/api/client";
import { useRefreshActions, useRefreshReports } from "@/lib/hooks/use-moderation";
import { toast } from "@/components/ui/use-toast";
import type { ReportView } from "@/lib/moderation/types";
import { REPORT_STATUS_SPECS, type ReviewStatus } from "@/lib/moderation/report-statuses";

export const failureMessage = (error: unknown) =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? "Please try again.";

const fail = (title: string, error: unknown) =>
  toast({ title, description: failureMessage(error), variant: "destructive", duration: TOAST_MS.normal });

/** Take down, dismiss or resolve a report; afterwards the lists and both pending counts refetch. */
export function useReportActions() {
  const refreshReports = useRefreshReports();
  const refreshActions = useRefreshActions();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function review(report: ReportView, status: ReviewStatus) {
    setBusyId(report.id);
    try {
      await apiRequest("PATCH", `/api/moderation/reports/${report.id}`, { status });
      toast({ title: REPORT_STATUS_SPECS[status].reviewed, duration: TOAST_MS.normal });
    } catch (error) {
      fail("Failed to update report", error);
    } finally {
      setBusyId(null);
      await refreshReports();
    }
  }

  /** true when the content came down */
  async function takeDown(report: ReportView, reason: string): Promise<boolean> {
    setBusyId(report.id);
    try {
      await apiRequest(
        "POST",
        `/api/moderation/reports/${report.id}/takedown`,
        reason.trim() ? { reason: reason.trim() } : {},
      );
      toast({
        title: "Content taken down",
        description: report.targetType === "comment" ? "The comment was deleted." : "The debate is hidden.",
        duration: TOAST_MS.normal,
      });
      await Promise.all([refreshReports(), refreshActions()]);
      return true;
    } catch (error) {
      fail("Failed to take down content", error);
      await refreshReports();
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return { review, takeDown, busyId };
}
