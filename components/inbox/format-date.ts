// Fixed locale and time zone, so the server's HTML and the browser's first render agree.
const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export const messageDateTime = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`;
export const messageDay = (iso: string) => DATE.format(new Date(iso));

export const TYPE_LABELS = {
  direct: "Direct message",
  mass: "Announcement",
  reply: "Reply notification",
  results: "Results",
} as const;
