const RTF = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/**
 * 'Joined this month', 'Joined last month', 'Joined 3 months ago', 'Joined 2 years ago' (document 1, section 2, at the
 * month: others see the join month only, decisions.md 'Vote integrity'); 'Joined recently' when the date is missing or
 * not a date. Months are counted in UTC, as the card's month is.
 */
export function joinedText(joinedAt: string | null | undefined, now: number = Date.now()): string {
  const time = joinedAt ? new Date(joinedAt).getTime() : NaN;
  if (!Number.isFinite(time)) return "Joined recently";
  const [then, today] = [new Date(time), new Date(now)];
  const months = Math.max(
    0,
    (today.getUTCFullYear() - then.getUTCFullYear()) * 12 + today.getUTCMonth() - then.getUTCMonth(),
  );
  return `Joined ${months >= 12 ? RTF.format(-Math.floor(months / 12), "year") : RTF.format(-months, "month")}`;
}
