"use client";

import type { DebateCategory } from "@/lib/debates/types";
import { readableTextOn } from "@/lib/categories/readable-text";
import { cn } from "@/lib/utils";

type Props = { categories: DebateCategory[]; selected: string | null; onSelect: (slug: string | null) => void };

const CHIP =
  "inline-flex h-9 shrink-0 items-center whitespace-nowrap gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors";

/** 'All Debates' plus one chip per category in its own colour. */
export function CategoryBar({ categories, selected, onSelect }: Props) {
  const isSelected = (c: DebateCategory) => selected === c.slug || selected === String(c.id);
  return (
    <nav aria-label="Categories" className="-mx-3 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 [&>li]:shrink-0">
        <li>
          <button
            type="button"
            aria-pressed={!selected}
            onClick={() => onSelect(null)}
            className={cn(
              CHIP,
              !selected ? "border-foreground bg-foreground text-background" : "border-border hover:bg-accent",
            )}
          >
            All Debates
          </button>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={isSelected(c)}
              onClick={() => onSelect(c.slug)}
              className={cn(CHIP, !isSelected(c) && "hover:bg-accent")}
              style={
                isSelected(c)
                  ? { backgroundColor: c.color, borderColor: c.color, color: readableTextOn(c.color) }
                  : { borderColor: c.color }
              }
            >
              {!isSelected(c) && (
                <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: c.color }} />
              )}
              {c.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
