const RTF = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** 'Joined 3 days ago'; 'Joined recently' when the date is missing or not a date (document 1, section 2). */
export function joinedText(joinedAt: string | null | undefined, now: number = Date.now()): string {
  const time = joinedAt ? new Date(joinedAt).getTime() : NaN;
  if (!Number.isFinite(time)) return "Joined recently";
  const seconds = Math.max(0, Math.floor((now - time) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return `Joined ${RTF.format(-Math.floor(seconds / size), unit)}`;
  }
  return "Joined just now";
}
