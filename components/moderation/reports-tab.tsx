"use client";

import { useState } from "react";
import { useReports } from "@/lib/hooks/use-moderation";
import type { ReportView } from "@/lib/moderation/types";
import { FILTER_STATUSES } from "@/lib/moderation/report-statuses";
import { DateFilterControl, useDateFilter } from "./date-filter";
import { LabelledSelect } from "./labelled-select";
import { EmptyState, PagedList } from "./list-states";
import { ReportCard } from "./report-card";
import { TakedownDialog } from "./takedown-dialog";
import { useReportActions } from "./use-report-actions";

const STATUS_OPTIONS = [{ value: "all", label: "All statuses" }, ...FILTER_STATUSES];

/** Reports in the chosen window (today by default), newest first, paged by the server. */
export function ReportsTab() {
  const dates = useDateFilter();
  const [status, setStatus] = useState("all");
  const list = useReports(dates.range, status === "all" ? undefined : status);
  const actions = useReportActions();
  const [takingDown, setTakingDown] = useState<ReportView | null>(null);

  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <h2 id="reports-heading" className="sr-only">
        Reports
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <DateFilterControl id="reports-date" {...dates} />
        <LabelledSelect
          id="reports-status"
          label="Status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
          className="w-full sm:w-40"
        />
      </div>
      <PagedList
        list={list}
        noun="reports"
        failed="Failed to load reports"
        loading="Loading reports"
        empty={<EmptyState title="No reports">Nothing was reported in this period. Try another date range.</EmptyState>}
      >
        <ul className="space-y-3" aria-label="Reports">
          {list.items.map((r) => (
            <ReportCard
              key={r.id}
              report={r}
              busy={actions.busyId === r.id}
              onTakeDown={() => setTakingDown(r)}
              onReview={(s) => void actions.review(r, s)}
            />
          ))}
        </ul>
      </PagedList>
      <TakedownDialog
        report={takingDown}
        onOpenChange={(open) => !open && setTakingDown(null)}
        onConfirm={(reason) => (takingDown ? actions.takeDown(takingDown, reason) : Promise.resolve(false))}
      />
    </section>
  );
}
