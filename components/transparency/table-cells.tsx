import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export const headCell = "px-3 py-2 text-left align-bottom text-xs font-semibold text-muted-foreground";
export const bodyCell = "px-3 py-2";

/** A count, right-aligned in tabular figures; a zero recedes so the months with something stand out. */
export function CountCell({ value, strong = false }: { value: number; strong?: boolean }) {
  return (
    <td
      className={cn(
        bodyCell,
        "text-right tabular-nums",
        strong && "font-semibold",
        value === 0 && !strong && "text-muted-foreground",
      )}
    >
      {value.toLocaleString("en-US")}
    </td>
  );
}

/** A figure that may be missing: a dash on screen, the reason in words for a screen reader. */
export function Missing({ spoken }: { spoken: string }) {
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}

export function HoursCell({ value }: { value: number | null }) {
  return (
    <td className={cn(bodyCell, "text-right tabular-nums", value === null && "text-muted-foreground")}>
      {value === null ? (
        <Missing spoken="none decided" />
      ) : (
        value.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })
      )}
    </td>
  );
}

export function SectionHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
