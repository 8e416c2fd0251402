import { shortDate } from "@/lib/format-date";
import { plural } from "@/lib/plural";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (n: number, unit: string) => `${plural(n, unit)} ago`;

/** 'just now', 'N minutes/hours/days ago' within a week, then the date ('Jun 1, 2025'). */
export function relativeTime(iso: string, now: number): string {
  const elapsed = now - new Date(iso).getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), "day");
  return shortDate(iso);
}
