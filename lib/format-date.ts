// Every date and time the site writes, in one place. All but formatInstant and localDateTime use a fixed locale and
// UTC, so the server's HTML and the browser's first render agree.
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });

const SHORT_DATE = utc({ month: "short", day: "numeric", year: "numeric" });
const LONG_DATE = utc({ month: "long", day: "numeric", year: "numeric" });
const DAY_MONTH = utc({ month: "short", day: "numeric" });
const MONTH_YEAR = utc({ month: "long", year: "numeric" });
const DATE_TIME = utc({ dateStyle: "medium", timeStyle: "short" });
const DATE_TIME_SECONDS = utc({ dateStyle: "medium", timeStyle: "medium" });

/** 'Nov 24, 2026' (the UTC day) */
export const shortDate = (value: Date | string) => SHORT_DATE.format(new Date(value));

/** 'November 24, 2026' (the UTC day) */
export const longDate = (value: Date | string) => LONG_DATE.format(new Date(value));

/** 'Nov 24' (the UTC day) */
export const dayMonth = (value: Date | string) => DAY_MONTH.format(new Date(value));

/** 'Nov 24, 2026, 10:31 AM UTC' */
export const dateTimeUtc = (value: Date | string) => `${DATE_TIME.format(new Date(value))} UTC`;

/** 'Nov 24, 2026, 10:31:53 AM UTC' */
export const dateTimeSecondsUtc = (value: Date | string) => `${DATE_TIME_SECONDS.format(new Date(value))} UTC`;

/** A UTC day written 'YYYY-MM-DD' as 'Nov 24, 2026'. */
export const dayLabel = (day: string) => shortDate(`${day}T00:00:00Z`);

/** A UTC day written 'YYYY-MM-DD' as 'Nov 24' (a chart's axis). */
export const dayMonthLabel = (day: string) => dayMonth(`${day}T00:00:00Z`);

/** A month written 'YYYY-MM' as 'November 2026'. */
export const monthLabel = (month: string) => MONTH_YEAR.format(new Date(`${month}-01T00:00:00Z`));

const INSTANT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * A moment such as a suspension's end, in the reader's time zone, named ('Nov 24, 2026, 10:31 AM GMT+1'); a dash for
 * a value that is not a date. `timeZone` is for tests and for a reader whose zone is known otherwise.
 */
export function formatInstant(value: string | Date, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return new Intl.DateTimeFormat("en-US", timeZone ? { ...INSTANT, timeZone } : INSTANT).format(date);
}

/** A moment in the browser's own locale and time zone (staff tools, rendered on the client); a dash for none. */
export function localDateTime(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? "—"
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
