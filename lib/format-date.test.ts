import { describe, expect, it } from "vitest";
import {
  dateTimeSecondsUtc,
  dateTimeUtc,
  dayLabel,
  dayMonth,
  dayMonthLabel,
  formatInstant,
  longDate,
  monthLabel,
  shortDate,
} from "./format-date";

describe("formatInstant", () => {
  it("writes a moment in the given zone and names the zone", () => {
    const end = "2026-11-24T10:31:53.000Z";
    expect(formatInstant(end, "UTC")).toBe("Nov 24, 2026, 10:31 AM UTC");
    expect(formatInstant(end, "Europe/Paris")).toBe("Nov 24, 2026, 11:31 AM GMT+1");
    expect(formatInstant(new Date(end), "America/New_York")).toBe("Nov 24, 2026, 5:31 AM EST");
  });

  it("writes a dash for a value that is not a date", () => {
    expect(formatInstant("not a date")).toBe("—");
  });
});

describe("the UTC formats", () => {
  const at = "2026-11-24T23:31:53.000Z";

  it("write the UTC day and time whatever the zone of the machine", () => {
    expect(shortDate(at)).toBe("Nov 24, 2026");
    expect(longDate(new Date(at))).toBe("November 24, 2026");
    expect(dayMonth(at)).toBe("Nov 24");
    expect(dateTimeUtc(at)).toBe("Nov 24, 2026, 11:31 PM UTC");
    expect(dateTimeSecondsUtc(at)).toBe("Nov 24, 2026, 11:31:53 PM UTC");
  });

  it("read days and months written as text as UTC", () => {
    expect(dayLabel("2026-06-12")).toBe("Jun 12, 2026");
    expect(dayMonthLabel("2026-06-10")).toBe("Jun 10");
    expect(monthLabel("2026-06")).toBe("June 2026");
  });
});
