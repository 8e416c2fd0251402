import { describe, expect, it } from "vitest";
import { formatInstant } from "./format-instant";

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
