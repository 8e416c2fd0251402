import { ImageResponse } from "next/og";
import { describe, expect, it } from "vitest";
import { hasSplit, type Debate } from "@/lib/debates/types";
import { swingOf } from "@/lib/results/swing";
import { debateView } from "@/tests/fixtures/debate-view";
import { pngPixels } from "@/tests/fixtures/png-pixels";
import { OgCard, swingCardLine } from "./og-card";
import { CARD, ogCardLayout } from "./og-card-layout";

// The share card as next/og draws it (satori and resvg, Geist), measured in its pixels: the card with its title and
// the same card without one differ only in the title's glyphs, so those must all lie above the result boxes, inside
// the padding, and no lower than the layout planned; the boxes start where the layout says.

const ENDED = Date.UTC(2025, 5, 8, 12);
const BG = [15, 23, 42];
const t = (AA: number, AB: number, BA: number, BB: number, UA: number, UB: number) => ({
  A: { A: AA, B: AB },
  B: { A: BA, B: BB },
  undecided: { A: UA, B: UB },
});
// a swing line under the verdict: the longest card there is
const swing = { ...swingOf({ table: t(3, 1, 2, 2, 1, 1), withoutLean: 0, late: 0 }), suppressed: false as const };
const closedDebate = (over: Partial<Debate>) =>
  debateView(ENDED - 6 * 86_400_000, { voteCount: { A: 812, B: 1_305, total: 2_117 }, swing, ...over });
const openDebate = (over: Partial<Debate>) => debateView(ENDED, { voteCount: { total: 137 }, ...over });
const now = (debate: Debate) => (hasSplit(debate.voteCount) ? ENDED + 1000 : ENDED);

async function draw(debate: Debate) {
  const card = new ImageResponse(<OgCard debate={debate} now={now(debate)} />, {
    width: CARD.width,
    height: CARD.height,
  });
  return pngPixels(Buffer.from(await card.arrayBuffer()));
}

async function measure(debate: Debate) {
  const [full, blank] = await Promise.all([draw(debate), draw({ ...debate, title: "" })]);
  const background = (x: number, y: number) => BG.every((v, i) => blank.pixel(x, y)[i] === v);
  // the first row under the header, in the left box's column, that is not background: the boxes' top
  let sidesTop = CARD.padY + 40;
  while (sidesTop < CARD.height && background(CARD.padX + 40, sidesTop)) sidesTop++;
  const ink = { top: Infinity, bottom: -1, left: Infinity, right: -1 };
  for (let y = 0; y < CARD.height; y++)
    for (let x = 0; x < CARD.width; x++) {
      if (full.pixel(x, y).every((v, i) => v === blank.pixel(x, y)[i])) continue;
      ink.top = Math.min(ink.top, y);
      ink.bottom = Math.max(ink.bottom, y);
      ink.left = Math.min(ink.left, x);
      ink.right = Math.max(ink.right, x);
    }
  return { sidesTop, ink };
}

const A150 =
  "Should the national government require every public school to teach personal finance, coding and civic debate as core subjects from the age of eleven?";
const W150 =
  "WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM";

const cases: [string, Debate][] = [
  [
    "demo debate 1, closed, with its swing line",
    closedDebate({
      title: "Should voting be compulsory in national elections?",
      positionATitle: "Compulsory voting",
      positionBTitle: "Voluntary voting",
    }),
  ],
  [
    "demo debate 26, closed, with its swing line",
    closedDebate({
      title: "Should organ donation be opt-out by default?",
      positionATitle: "Opt-out system",
      positionBTitle: "Opt-in system",
    }),
  ],
  [
    "a 150-character title, closed, with two-line positions",
    closedDebate({
      title: A150,
      positionATitle: "Yes: every child deserves these skills before leaving school at sixteen",
      positionBTitle: "No: let schools and parents decide what is taught and when",
    }),
  ],
  ["150 of the widest letters, open", openDebate({ title: W150 })],
  ["a 200-character title, open", openDebate({ title: `${A150} And should exams test them every single year?` })],
  ["one long unbroken word, closed", closedDebate({ title: `Is ${"x".repeat(120)} a word?` })],
];

describe("the share card's title", () => {
  it.each(cases)("%s: all of it above the result boxes, inside the card", { timeout: 30_000 }, async (_, debate) => {
    const layout = ogCardLayout({
      title: debate.title,
      sideTitles: [debate.positionATitle, debate.positionBTitle],
      percent: hasSplit(debate.voteCount),
      swing: hasSplit(debate.voteCount) ? swingCardLine(swing) : null,
    });
    const { sidesTop, ink } = await measure(debate);
    expect(ink.bottom, "the title was drawn").toBeGreaterThan(0);
    expect(ink.bottom, "the title's last line ends above the boxes").toBeLessThan(sidesTop - 8);
    expect(Math.abs(sidesTop - layout.sidesTop), "the boxes start where the layout put them").toBeLessThanOrEqual(2);
    expect(ink.bottom, "and no lower than the layout planned").toBeLessThanOrEqual(layout.titleBottom);
    expect(ink.left).toBeGreaterThanOrEqual(CARD.padX - 2);
    expect(ink.right).toBeLessThanOrEqual(CARD.width - CARD.padX + 2);
  });
});
