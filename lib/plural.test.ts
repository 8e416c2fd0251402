import { describe, expect, it } from "vitest";
import { count, noun, plural } from "./plural";

describe("count and plural", () => {
  it("write numbers in the pages' fixed locale, whatever the machine's", () => {
    expect(count(0)).toBe("0");
    expect(count(1234567)).toBe("1,234,567");
    expect(count(12, 1)).toBe("12.0");
    expect(count(1234.56, 1)).toBe("1,234.6");
  });

  it("put the singular with one only, and the given plural (or an s) otherwise", () => {
    expect(plural(1, "vote")).toBe("1 vote");
    expect(plural(0, "vote")).toBe("0 votes");
    expect(plural(2, "reply", "replies")).toBe("2 replies");
    expect(plural(1, "ballot is", "ballots are")).toBe("1 ballot is");
    expect(plural(1500, "late lean")).toBe("1,500 late leans");
    expect(noun(1, "like")).toBe("like");
    expect(noun(3, "like")).toBe("likes");
    expect(noun(0, "reply", "replies")).toBe("replies");
  });
});
