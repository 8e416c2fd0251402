// The share card's geometry (components/debate/og-card.tsx), worked out before satori lays it out: satori neither
// shrinks text to fit nor stops a tall title from running under the boxes below it, so the title's size is chosen here
// from the room the rest of the card leaves it.

/** The card, 1200x630, and its padding. */
export const CARD = { width: 1200, height: 630, padX: 56, padY: 48 } as const;
const INNER_WIDTH = CARD.width - 2 * CARD.padX;
const INNER_HEIGHT = CARD.height - 2 * CARD.padY;

/** Line heights (multiples of the font size) and the fixed sizes of the parts around the title. */
export const TITLE_LINE = 1.15;
export const TEXT_LINE = 1.2;
export const HEADER = { fontSize: 26 } as const;
export const TITLE = { marginTop: 24, sizes: [64, 58, 52, 46, 42, 38, 34], maxChars: 150 } as const;
/** The least room left between the title's last line and the result boxes. */
export const TITLE_GAP = 16;
export const SIDES = {
  gap: 24,
  padding: 20,
  border: 2,
  labelSize: 24,
  percentSize: 44,
  titleSize: 28,
  titleMarginTop: 6,
} as const;
const SIDE_TITLE_LINES = 2;
const SIDE_INNER_WIDTH = (INNER_WIDTH - SIDES.gap) / 2 - 2 * SIDES.padding - 2 * SIDES.border;
export const FOOTER = { marginTop: 20, fontSize: 28 } as const;
export const SWING = { marginTop: 6, fontSize: 22, maxLines: 2 } as const;

// next/og's one font is Geist Regular; its advance widths (em) by class, each class's widest glyph, rounded up, so a
// line measured here is never narrower than satori's
const WIDTHS: [chars: string, em: number][] = [
  [" .,'!ijlI|:;()`’·", 0.3],
  ['rtf1-"[]{}*^“”/\\#', 0.49],
  ["mwMW@%", 0.95],
  ["ABCDEFGHJKLNOPQRSTUVXYZ0&$", 0.75],
];
const ASCII = /^[\x20-\x7e]$/;

function charWidth(char: string) {
  const known = WIDTHS.find(([chars]) => chars.includes(char));
  if (known) return known[1];
  // other ASCII (lowercase, most digits, punctuation) is at most 0.63em; anything else is given a full em
  return ASCII.test(char) ? 0.63 : 1;
}

/** The width in px of a text set in Geist at fontSize (an estimate never below the real width). */
const textWidth = (text: string, fontSize: number) =>
  [...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize;

/** The lines greedy word wrapping gives in a box `width` px wide; a word wider than a line is broken anywhere. */
export function wrapLines(text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (textWidth(joined, fontSize) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const char of word) {
      if (line && textWidth(line + char, fontSize) > width) {
        lines.push(line);
        line = "";
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The text cut at a word (with an ellipsis) so that it fills at most maxLines lines, and those lines. */
export function clampLines(text: string, fontSize: number, width: number, maxLines: number) {
  const lines = wrapLines(text, fontSize, width);
  if (lines.length <= maxLines) return { text: text.trim(), lines: lines.length };
  const words = lines.slice(0, maxLines).join(" ").split(" ");
  while (words.length > 1 && wrapLines(`${words.join(" ")}…`, fontSize, width).length > maxLines) words.pop();
  return { text: `${words.join(" ")}…`, lines: maxLines };
}

/** A title cut to TITLE.maxChars at a word, with an ellipsis. */
function shortTitle(title: string) {
  const text = title.trim();
  if (text.length <= TITLE.maxChars) return text;
  const cut = text.slice(0, TITLE.maxChars - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE.maxChars / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

type CardText = {
  title: string;
  sideTitles: readonly [string, string];
  /** whether the boxes carry each side's share (a closed debate) */
  percent: boolean;
  /** the line under the footer (the swing of a closed debate), or null */
  swing: string | null;
};

/**
 * The card's text as shown and the size of each part, top to bottom: header, title, the two result boxes pushed to
 * the foot of the card, footer and swing line. The title takes the largest size at which it fits above the boxes
 * with TITLE_GAP to spare; at the smallest size a title that still does not fit is cut at a word.
 */
export function ogCardLayout({ title, sideTitles, percent, swing }: CardText) {
  const sides = sideTitles.map((t) => clampLines(t, SIDES.titleSize, SIDE_INNER_WIDTH, SIDE_TITLE_LINES));
  const sideLines = Math.max(1, ...sides.map((s) => s.lines));
  const sidesHeight =
    2 * (SIDES.padding + SIDES.border) +
    (percent ? SIDES.percentSize : SIDES.labelSize * TEXT_LINE) +
    SIDES.titleMarginTop +
    sideLines * SIDES.titleSize * TEXT_LINE;
  const swingLines = swing ? Math.min(SWING.maxLines, wrapLines(swing, SWING.fontSize, INNER_WIDTH).length) : 0;
  const below =
    sidesHeight +
    FOOTER.marginTop +
    FOOTER.fontSize * TEXT_LINE +
    (swing ? SWING.marginTop + swingLines * SWING.fontSize * TEXT_LINE : 0);
  const header = HEADER.fontSize * TEXT_LINE;
  const room = INNER_HEIGHT - header - TITLE.marginTop - TITLE_GAP - below;

  const text = shortTitle(title);
  const fits = (size: number) => wrapLines(text, size, INNER_WIDTH).length * size * TITLE_LINE <= room;
  const fontSize = TITLE.sizes.find(fits) ?? TITLE.sizes[TITLE.sizes.length - 1];
  const maxLines = Math.max(1, Math.floor(room / (fontSize * TITLE_LINE)));
  const shown = clampLines(text, fontSize, INNER_WIDTH, maxLines);
  const titleHeight = shown.lines * fontSize * TITLE_LINE;

  return {
    title: { text: shown.text, fontSize, lines: shown.lines },
    sideTitles: [sides[0].text, sides[1].text] as const,
    /** px from the card's top: the title's last line ends at titleBottom, the result boxes start at sidesTop */
    titleBottom: CARD.padY + header + TITLE.marginTop + titleHeight,
    sidesTop: CARD.height - CARD.padY - below,
  };
}
