/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour (black or white) that reads best on a category's colour: white alone fails WCAG AA (4.5:1) on the
 * orange, yellow, green and teal of the palette; the better of the two passes on every one (lib/categories/palette.ts).
 */
export function readableTextOn(background: string) {
  const l = luminance(background);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? "#000000" : "#ffffff";
}
