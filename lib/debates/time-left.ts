const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time-left text of document 1, section 4, for a deadline seen at `now` (both in ms). */
export function timeLeft(endsAt: number, now: number): string {
  const left = endsAt - now;
  if (left <= 0) return "Ended";
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 1) return `${days} days left`;
  if (days === 1) return `1 day, ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  if (minutes > 0) return `${minutes}m left`;
  return "Ending soon";
}

export const isEnded = (votingEndsAt: string | Date, now: number) => new Date(votingEndsAt).getTime() <= now;

/** The render-time clock of server pages (their first paint and the browser's hydration share it). */
export const clockNow = () => Date.now();
