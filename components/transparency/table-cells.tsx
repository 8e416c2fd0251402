import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { count } from "@/lib/plural";

/*
 * The tables of /transparency are tables from lg up. Below it (a phone, a tablet) a row is a card and nothing scrolls
 * sideways: the header row is left to screen readers, each cell is a line 'column name … value' (its data-label, shown
 * by CSS, so the DOM and a screen reader's table stay as they are), in as many columns as fit.
 */
export const tableClass = "w-full border-collapse text-sm max-lg:block";
export const headClass = "border-b border-border bg-muted/50 max-lg:sr-only";
export const bodyClass = "max-lg:block";
export const rowClass =
  "border-b border-border last:border-0 max-lg:grid max-lg:grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] max-lg:gap-x-6 max-lg:px-3 max-lg:py-2";
export const headCell = "px-3 py-2 text-left align-bottom text-xs font-semibold text-muted-foreground";
export const bodyCell =
  "px-3 py-2 max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-3 max-lg:px-0 max-lg:py-0.5 max-lg:text-right max-lg:before:text-left max-lg:before:font-normal max-lg:before:text-muted-foreground max-lg:before:content-[attr(data-label)]";
/** A row's own header cell (the month): the card's title below lg. */
export const rowHeadCell = "px-3 py-2 text-left font-medium max-lg:col-span-full max-lg:px-0 max-lg:py-1";

/** A count, right-aligned in tabular figures; a zero recedes so the months with something stand out. */
export function CountCell({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <td
      data-label={label}
      className={cn(
        bodyCell,
        "text-right tabular-nums",
        strong && "font-semibold",
        value === 0 && !strong && "text-muted-foreground",
      )}
    >
      {count(value)}
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

export function HoursCell({ label, value }: { label: string; value: number | null }) {
  return (
    <td
      data-label={label}
      className={cn(bodyCell, "text-right tabular-nums", value === null && "text-muted-foreground")}
    >
      {value === null ? <Missing spoken="none decided" /> : count(value, 1)}
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
