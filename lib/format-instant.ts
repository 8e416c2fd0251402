const OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * The one way the pages write a moment such as a suspension's end: in the reader's time zone, named
 * ('Nov 24, 2026, 10:31 AM GMT+1'). `timeZone` is for tests and for a reader whose zone is known otherwise.
 */
export function formatInstant(value: string | Date, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return new Intl.DateTimeFormat("en-US", timeZone ? { ...OPTIONS, timeZone } : OPTIONS).format(date);
}
