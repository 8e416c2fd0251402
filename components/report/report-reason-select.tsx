"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { REPORT_REASONS, type ReportReason } from "@/lib/enums";
import { REPORT_REASON_LABELS } from "@/lib/report-reasons";

type Props = {
  id: string;
  value: ReportReason | undefined;
  onChange: (value: ReportReason) => void;
  onBlur?: () => void;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** The reasons, in the order and with the labels of document 1, section 3 (lib/report-reasons.ts). */
export function ReportReasonSelect({ id, value, onChange, onBlur, ...a11y }: Props) {
  return (
    <Select value={value ?? ""} onValueChange={(v) => onChange(v as ReportReason)}>
      <SelectTrigger id={id} className="w-full" onBlur={onBlur} {...a11y}>
        <SelectValue placeholder="Select a reason" />
      </SelectTrigger>
      <SelectContent>
        {REPORT_REASONS.map((reason) => (
          <SelectItem key={reason} value={reason}>
            {REPORT_REASON_LABELS[reason]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
