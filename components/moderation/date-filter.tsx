"use client";

import { useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DATE_FILTERS, type DateFilter } from "@/lib/moderation/types";
import { DATE_FILTER_LABELS, dateRange, type CustomRange, type Range } from "./date-range";
import { LabelledSelect } from "./labelled-select";

const OPTIONS = DATE_FILTERS.map((value) => ({ value, label: DATE_FILTER_LABELS[value] }));

/** The dashboard's date filter state: 'today' by default; the [from, to) window is fixed when the choice changes. */
export function useDateFilter(initial: DateFilter = "today") {
  const [filter, setFilter] = useState<DateFilter>(initial);
  const [custom, setCustom] = useState<CustomRange>({ from: "", to: "" });
  const range = useMemo<Range>(() => dateRange(filter, new Date(), custom), [filter, custom]);
  return { filter, setFilter, custom, setCustom, range };
}

type Props = ReturnType<typeof useDateFilter> & { id: string };

export function DateFilterControl({ id, filter, setFilter, custom, setCustom }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <LabelledSelect
        id={id}
        label="Date"
        value={filter}
        onChange={(v) => setFilter(v as DateFilter)}
        options={OPTIONS}
        className="w-full sm:w-44"
      />
      {filter === "custom" && (
        <>
          <div className="space-y-2">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={custom.from}
              max={custom.to || undefined}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={custom.to}
              min={custom.from || undefined}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            />
          </div>
        </>
      )}
    </div>
  );
}
