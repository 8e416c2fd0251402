import { describe, expect, it } from "vitest";
import { clampLines, ogCardLayout, TITLE, TITLE_GAP, wrapLines } from "./og-card-layout";

const card = (title: string, over: Partial<Parameters<typeof ogCardLayout>[0]> = {}) =>
  ogCardLayout({
    title,
    sideTitles: ["Ban them", "Keep them"],
    percent: true,
    swing: "Minds changed: no net swing",
    ...over,
  });
const words = (n: number) =>
  Array.from({ length: n }, (_, i) => ["motion", "Should", "we", "ballots"][i % 4]).join(" ");

describe("the share card's layout", () => {
  it("gives a title of up to 150 characters all of its words, above the boxes with room to spare", () => {
    for (let n = 1; n <= 40; n++) {
      const title = words(n).slice(0, TITLE.maxChars);
      for (const over of [
        {},
        { percent: false, swing: null },
        { sideTitles: ["x ".repeat(50), "y ".repeat(50)] as const },
      ]) {
        const layout = card(title, over);
        expect(layout.title.text).toBe(title.trim());
        expect(layout.titleBottom + TITLE_GAP).toBeLessThanOrEqual(layout.sidesTop);
      }
    }
  });

  it("sets a short title large and a long one smaller", () => {
    expect(card("Should voting be compulsory in national elections?").title).toMatchObject({ fontSize: 64, lines: 2 });
    expect(card(words(30).slice(0, 150)).title.fontSize).toBeLessThan(64);
  });

  it("cuts a longer title at a word with an ellipsis", () => {
    const layout = card(`${words(40)} end`);
    expect(layout.title.text.length).toBeLessThanOrEqual(TITLE.maxChars);
    expect(layout.title.text).toMatch(/[a-z]…$/);
    expect(layout.titleBottom + TITLE_GAP).toBeLessThanOrEqual(layout.sidesTop);
  });

  it("wraps at words, breaks a word wider than the line, and clamps with an ellipsis", () => {
    expect(wrapLines("aaa bbb ccc", 10, 50)).toEqual(["aaa bbb", "ccc"]);
    expect(wrapLines("a".repeat(20), 10, 50)).toEqual(["aaaaaaa", "aaaaaaa", "aaaaaa"]);
    expect(clampLines("aaa bbb ccc ddd", 10, 50, 1)).toEqual({ text: "aaa…", lines: 1 });
    expect(clampLines("aaa bbb", 10, 50, 1)).toEqual({ text: "aaa bbb", lines: 1 });
  });
});
