import { plural } from "@/lib/plural";

// Isomorphic: how a 429 says when to try again, from its Retry-After (seconds), for the server's message and the form.

/** 'Try again in 14 minutes.' (whole minutes, rounded up; seconds under a minute; hours past two). */
export function tryAgainIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `Try again in ${plural(s, "second")}.`;
  const minutes = Math.ceil(s / 60);
  if (minutes <= 120) return `Try again in ${plural(minutes, "minute")}.`;
  const hours = Math.ceil(minutes / 60);
  return `Try again in ${hours} hours.`;
}
