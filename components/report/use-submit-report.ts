"use client";

import type { UseFormSetError } from "react-hook-form";
import { mutateQuery } from "@/lib/api/query";
import { applyServerErrors, serverMessage } from "@/components/accounts/server-errors";
import { apiRequest } from "@/lib/api/client";
import { PENDING_REPORTS_KEY } from "@/lib/api/query-keys";
import { toast } from "@/components/ui/use-toast";
import type { CreateReport, CreateReportInput } from "@/lib/validation/reports";

const FIELDS = ["targetType", "targetId", "reason", "description"] as const;

/**
 * POST /api/moderation/reports, then the documented toasts (document 1, section 8). A 201 (new report) and a 200
 * (the same user's report on this target is still pending) are both a success, told apart by the status: the 200
 * says it was already reported. True when the report was taken.
 */
export function useSubmitReport(setError: UseFormSetError<CreateReportInput>) {
  return async (values: CreateReport & { reportedBy: number }): Promise<boolean> => {
    const { reportedBy, targetType, targetId, reason, description } = values;
    let status: number;
    try {
      ({ status } = await apiRequest("POST", "/api/moderation/reports", {
        reportedBy,
        targetType,
        targetId,
        reason,
        description: description || null,
      }));
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast({
        title: "Error",
        description: serverMessage(error, "Failed to submit report. Please try again."),
        variant: "destructive",
      });
      return false;
    }
    if (status === 200) {
      toast({
        title: "Already reported",
        description: "You have already reported this. Our moderation team will review it soon.",
      });
    } else {
      toast({
        title: "Report submitted",
        description: "Thank you for reporting this content. Our moderation team will review it soon.",
      });
    }
    void mutateQuery(PENDING_REPORTS_KEY);
    return true;
  };
}
