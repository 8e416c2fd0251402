// Fixed locale and time zone, so server HTML and the browser agree.
const LONG = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const longDate = (d: Date | string) => LONG.format(new Date(d));
export const shortDate = (d: Date | string) => SHORT.format(new Date(d));
