import "./zod-config";
import { z } from "zod";
import { REPORT_TARGETS } from "@/lib/enums";
import { USER_REPORT_REASONS } from "@/lib/report-reasons";
import { MAX_ID, plainText } from "./fields";

export const REPORT_DESCRIPTION_MAX = 1000;

/**
 * POST /api/moderation/reports (document 1, section 5). `reportedBy` is accepted for the documented payload but
 * ignored: the reporter is always the session's user. An empty description is stored as null.
 */
export const createReportSchema = z.object({
  reportedBy: z.unknown().optional(),
  targetType: z.enum(REPORT_TARGETS, "Target type is required"),
  targetId: z.coerce
    .number({ error: "Target ID is required" })
    .int("Target ID is required")
    .min(1, "Target ID is required")
    .max(MAX_ID, "Target ID is required"),
  reason: z.enum(USER_REPORT_REASONS, "Reason is required"),
  description: plainText("Description must be text")
    .trim()
    .max(REPORT_DESCRIPTION_MAX, `Description must be at most ${REPORT_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReport = z.output<typeof createReportSchema>;
