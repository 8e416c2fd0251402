"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { DebateSort } from "@/lib/debates/types";
import { SORT_LABELS, SortName } from "./sort-labels";

export type SortSelectMenuProps = { value: DebateSort; onChange: (sort: DebateSort) => void; defaultOpen: boolean };

/** The sort menu itself (Radix Select), loaded by SortSelect when first wanted. */
export function SortSelectMenu({ value, onChange, defaultOpen }: SortSelectMenuProps) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as DebateSort)} defaultOpen={defaultOpen}>
      <SelectTrigger className="h-9 w-40">
        <SelectValue>{SORT_LABELS[value]}</SelectValue>
        <SortName />
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(SORT_LABELS) as DebateSort[]).map((sort) => (
          <SelectItem key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
