import { NativeSelect } from "@/components/ui/native-select";
import type { ReportReason } from "@/lib/enums";
import { REPORT_REASON_LABELS, USER_REPORT_REASONS } from "@/lib/report-reasons";

type Props = {
  id: string;
  value: ReportReason | undefined;
  onChange: (value: ReportReason) => void;
  onBlur?: () => void;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** The reasons, in the order and with the labels of document 1, section 3 (lib/report-reasons.ts). */
export function ReportReasonSelect({ value, onChange, ...props }: Props) {
  return (
    <NativeSelect
      {...props}
      value={value ?? ""}
      placeholder="Select a reason"
      onChange={(e) => onChange(e.target.value as ReportReason)}
    >
      {USER_REPORT_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {REPORT_REASON_LABELS[reason]}
        </option>
      ))}
    </NativeSelect>
  );
}
