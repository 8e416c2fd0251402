import { describe, expect, it } from "vitest";
import { createReportSchema } from "@/lib/validation/reports";
import { REPORT_REASONS, USER_REPORT_REASONS } from "./report-reasons";

describe("report reasons", () => {
  it("offers people the seven reasons document 1 lists; vote manipulation is a rule staff apply", () => {
    expect(USER_REPORT_REASONS).toEqual([
      "spam",
      "harassment",
      "hate_speech",
      "misinformation",
      "inappropriate",
      "copyright",
      "other",
    ]);
    expect(REPORT_REASONS).toContain("vote_manipulation");
  });

  it("refuses vote manipulation as the reason of a report", () => {
    const report = { targetType: "debate", targetId: 1, reason: "vote_manipulation" };
    expect(createReportSchema.safeParse(report).success).toBe(false);
    expect(createReportSchema.safeParse({ ...report, reason: "spam" }).success).toBe(true);
  });
});
