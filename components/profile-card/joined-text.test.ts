import { describe, expect, it } from "vitest";
import { joinedText } from "./joined-text";

const NOW = Date.UTC(2026, 0, 10, 12);
const month = (year: number, m: number) => new Date(Date.UTC(year, m, 1)).toISOString();

describe("joinedText", () => {
  it("is relative, at the month: the card gives the join month only", () => {
    expect(joinedText(month(2026, 0), NOW)).toBe("Joined this month");
    expect(joinedText(month(2025, 11), NOW)).toBe("Joined last month");
    expect(joinedText(month(2025, 9), NOW)).toBe("Joined 3 months ago");
    expect(joinedText(month(2025, 0), NOW)).toBe("Joined last year");
    expect(joinedText(month(2023, 5), NOW)).toBe("Joined 2 years ago");
    expect(joinedText(new Date(NOW - 3 * 86400_000).toISOString(), NOW)).toBe("Joined this month");
    expect(joinedText(month(2026, 3), NOW)).toBe("Joined this month");
  });

  it("says 'recently' when the date is missing or invalid", () => {
    expect(joinedText(null, NOW)).toBe("Joined recently");
    expect(joinedText(undefined, NOW)).toBe("Joined recently");
    expect(joinedText("", NOW)).toBe("Joined recently");
    expect(joinedText("not a date", NOW)).toBe("Joined recently");
  });
});
