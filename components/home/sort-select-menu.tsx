"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DEBATE_SORT_KEYS, DEBATE_SORTS, type DebateSort } from "@/lib/debates/sorts";
import { SortName } from "./sort-name";

export type SortSelectMenuProps = { value: DebateSort; onChange: (sort: DebateSort) => void; defaultOpen: boolean };

/** The sort menu itself (Radix Select), loaded by SortSelect when first wanted. */
export function SortSelectMenu({ value, onChange, defaultOpen }: SortSelectMenuProps) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as DebateSort)} defaultOpen={defaultOpen}>
      <SelectTrigger className="h-9 w-40">
        <SelectValue>{DEBATE_SORTS[value].label}</SelectValue>
        <SortName />
      </SelectTrigger>
      <SelectContent>
        {DEBATE_SORT_KEYS.map((sort) => (
          <SelectItem key={sort} value={sort}>
            {DEBATE_SORTS[sort].label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
