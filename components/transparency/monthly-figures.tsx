import { APPEAL_STATUSES, REPORT_REASONS } from "@/lib/enums";
import { TRANSPARENCY_ACTIONS } from "@/lib/moderation/kinds";
import { REPORT_REASON_PUBLIC_LABELS } from "@/lib/report-reasons";
import { monthLabel } from "@/lib/format-date";
import { DECISION_COLUMN_LABELS, OUTCOME_LABELS } from "@/lib/transparency/labels";
import type { TransparencyMonth } from "@/lib/transparency/types";
import { MonthlyTable, type MonthlyColumn } from "./monthly-table";
import { CountCell, HoursCell } from "./table-cells";

const total = (pick: (m: TransparencyMonth) => number): MonthlyColumn => ({
  label: "Total",
  cell: (m, label) => <CountCell label={label} value={pick(m)} strong />,
});

const REPORT_COLUMNS: MonthlyColumn[] = [
  ...REPORT_REASONS.map((r): MonthlyColumn => ({
    label: REPORT_REASON_PUBLIC_LABELS[r],
    cell: (m, label) => <CountCell label={label} value={m.reports.byReason[r]} />,
  })),
  total((m) => m.reports.total),
];
const DECISION_COLUMNS: MonthlyColumn[] = [
  ...TRANSPARENCY_ACTIONS.map((a): MonthlyColumn => ({
    label: DECISION_COLUMN_LABELS[a],
    cell: (m, label) => <CountCell label={label} value={m.actions.byType[a]} />,
  })),
  total((m) => m.actions.total),
];
const APPEAL_COLUMNS: MonthlyColumn[] = [
  ...APPEAL_STATUSES.map((s): MonthlyColumn => ({
    label: OUTCOME_LABELS[s],
    cell: (m, label) => <CountCell label={label} value={m.appeals.byOutcome[s]} />,
  })),
  total((m) => m.appeals.total),
  {
    label: "Median hours, report to decision",
    cell: (m, label) => <HoursCell label={label} value={m.medianHours.reportToDecision} />,
  },
  {
    label: "Median hours, appeal to decision",
    cell: (m, label) => <HoursCell label={label} value={m.medianHours.appealToDecision} />,
  },
];

/**
 * The three monthly tables: reports by reason, decisions by kind, appeals by outcome with the times to decide.
 * `trimmed`: the months of the last year before the oldest shown had nothing to count.
 */
export function MonthlyFigures({ months, trimmed }: { months: TransparencyMonth[]; trimmed: boolean }) {
  return (
    <>
      {trimmed && (
        <p className="text-sm text-muted-foreground">
          Figures since {monthLabel(months[months.length - 1].month)}; the earlier months of the past year had nothing
          to count.
        </p>
      )}
      <MonthlyTable
        id="reports-by-reason"
        title="Reports by reason"
        description="Reports people made each month, by the rule they said was broken."
        months={months}
        columns={REPORT_COLUMNS}
      />
      <MonthlyTable
        id="decisions-by-kind"
        title="Decisions by kind"
        description="What moderators decided each month. Every decision is taken by a person."
        months={months}
        columns={DECISION_COLUMNS}
      />
      <MonthlyTable
        id="appeals-and-times"
        title="Appeals and time to decide"
        description="Appeals made each month by where they stand now, and the median time to decide the reports and appeals decided that month."
        months={months}
        columns={APPEAL_COLUMNS}
      />
    </>
  );
}
