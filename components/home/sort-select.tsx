"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { DebateSort } from "@/lib/debates/types";

const LABELS: Record<DebateSort, string> = { recent: "Most Recent", popular: "Most Popular", ending: "Ending Soon" };

export function SortSelect({ value, onChange }: { value: DebateSort; onChange: (sort: DebateSort) => void }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as DebateSort)}>
      <SelectTrigger aria-label="Sort debates" className="h-9 w-40">
        <SelectValue>{LABELS[value]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(LABELS) as DebateSort[]).map((sort) => (
          <SelectItem key={sort} value={sort}>
            {LABELS[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
