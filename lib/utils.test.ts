import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";
import { cn } from "./utils";

describe("cn", () => {
  it("gives the merge of its classes, the first time and every time after (kept per list)", () => {
    for (let round = 0; round < 3; round++) {
      expect(cn("h-9 px-4", "size-10", false && "hidden", "p-2")).toBe("size-10 p-2");
      expect(cn(["text-sm", { "text-xs": true, italic: false }])).toBe("text-xs");
    }
  });

  it("answers right past its bound (thousands of distinct lists)", () => {
    for (let i = 0; i < 5000; i++) {
      const classes = `w-${i} h-4 w-${i + 1}`;
      expect(cn(classes)).toBe(mergeClasses(classes));
    }
    expect(cn("px-3 p-2")).toBe("p-2");
  });
});
