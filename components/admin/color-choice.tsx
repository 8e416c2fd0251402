"use client";

import { CATEGORY_COLORS } from "@/lib/categories/palette";
import { cn } from "@/lib/utils";

type Props = { name: string; value: string; onChange: (value: string) => void; disabled?: boolean };

/** The palette as a radio group: arrow keys move between colours, each labelled by name for screen readers. */
export function ColorChoice({ name, value, onChange, disabled }: Props) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {CATEGORY_COLORS.map((c) => (
          <label key={c.value} className="relative block cursor-pointer" title={c.label}>
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="peer absolute inset-0 m-0 size-full cursor-pointer rounded-full opacity-0"
              aria-label={c.label}
            />
            <span
              aria-hidden
              className={cn(
                "block size-8 rounded-full border-2 border-transparent ring-offset-2 ring-offset-background",
                "peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-checked:border-foreground",
              )}
              style={{ backgroundColor: c.value }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
