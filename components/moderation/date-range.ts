import type { DateFilter } from "@/lib/moderation/types";

export type CustomRange = { from: string; to: string };
export type Range = { from?: string; to?: string };

export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  all: "All time",
  today: "Today",
  yesterday: "Yesterday",
  week: "This week",
  month: "This month",
  custom: "Custom range",
};

const midnight = (d: Date, addDays = 0) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + addDays);
/** `YYYY-MM-DD` from a date input, as local midnight; undefined when empty or malformed. */
function localDay(value: string, addDays = 0): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + addDays);
}
const iso = (d: Date | undefined) => d?.toISOString();

/**
 * The filter as a [from, to) window of instants in the browser's time zone: today is local midnight to the next
 * midnight, a week starts on Monday, a month on the 1st; a custom range includes both of its days.
 */
export function dateRange(filter: DateFilter, now: Date, custom: CustomRange = { from: "", to: "" }): Range {
  switch (filter) {
    case "today":
      return { from: iso(midnight(now)), to: iso(midnight(now, 1)) };
    case "yesterday":
      return { from: iso(midnight(now, -1)), to: iso(midnight(now)) };
    case "week": {
      const sinceMonday = (now.getDay() + 6) % 7;
      return { from: iso(midnight(now, -sinceMonday)), to: iso(midnight(now, 7 - sinceMonday)) };
    }
    case "month":
      return {
        from: iso(new Date(now.getFullYear(), now.getMonth(), 1)),
        to: iso(new Date(now.getFullYear(), now.getMonth() + 1, 1)),
      };
    case "custom":
      return { from: iso(localDay(custom.from)), to: iso(localDay(custom.to, 1)) };
    // all time (and a value from nowhere): no window
    case "all":
    default:
      return {};
  }
}
