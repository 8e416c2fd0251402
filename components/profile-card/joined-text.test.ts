import { describe, expect, it } from "vitest";
import { joinedText } from "./joined-text";

const NOW = Date.UTC(2026, 0, 10, 12);
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe("joinedText", () => {
  it("is relative, in the largest whole unit", () => {
    expect(joinedText(ago(3 * 86400), NOW)).toBe("Joined 3 days ago");
    expect(joinedText(ago(86400), NOW)).toBe("Joined 1 day ago");
    expect(joinedText(ago(2 * 3600), NOW)).toBe("Joined 2 hours ago");
    expect(joinedText(ago(14 * 86400), NOW)).toBe("Joined 2 weeks ago");
    expect(joinedText(ago(400 * 86400), NOW)).toBe("Joined 1 year ago");
    expect(joinedText(ago(10), NOW)).toBe("Joined just now");
    expect(joinedText(ago(-60), NOW)).toBe("Joined just now");
  });

  it("says 'recently' when the date is missing or invalid", () => {
    expect(joinedText(null, NOW)).toBe("Joined recently");
    expect(joinedText(undefined, NOW)).toBe("Joined recently");
    expect(joinedText("", NOW)).toBe("Joined recently");
    expect(joinedText("not a date", NOW)).toBe("Joined recently");
  });
});
