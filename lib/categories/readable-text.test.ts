import { describe, expect, it } from "vitest";
import { CATEGORY_COLORS } from "./palette";
import { readableTextOn } from "./readable-text";

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("a selected category chip's text", () => {
  it.each(CATEGORY_COLORS)("reads at WCAG AA (4.5:1) on $label", ({ value }) => {
    expect(contrast(readableTextOn(value), value)).toBeGreaterThanOrEqual(4.5);
  });
});
