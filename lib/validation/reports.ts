import { z } from "zod";
import { REPORT_STATUSES } from "@/lib/enums";

export const reportListQuery = z.object({
  status: z.enum(REPORT_STATUSES, { message: "Unknown report status" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
