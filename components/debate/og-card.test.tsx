import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Debate } from "@/lib/debates/types";
import { swingOf as figures, type SwingCounts } from "@/lib/results/swing";
import { debateImageUrl } from "@/lib/share/share-metadata";
import { turnoutLabel } from "@/lib/share/turnout";
import { OgCard, swingCardLine } from "./og-card";
import { debateView } from "@/tests/fixtures/debate-view";

const t = (AA: number, AB: number, BA: number, BB: number, UA: number, UB: number) => ({
  A: { A: AA, B: AB },
  B: { A: BA, B: BB },
  undecided: { A: UA, B: UB },
});
// the published form of a swing above the small-cell floor (these tables are rendered, not floored)
const swingOf = (counts: SwingCounts) => ({ ...figures(counts), suppressed: false as const });
const ENDED = Date.UTC(2025, 5, 8, 12);
// voting ran for the week before ENDED
const debate = (over: Partial<Debate> = {}) =>
  debateView(ENDED - 6 * 86_400_000, { voteCount: { A: 8, B: 5, total: 13 }, ...over });

describe("the share card's swing line", () => {
  it("says the net swing, or too close to call, with the paired count; nothing without paired voters", () => {
    expect(swingCardLine(swingOf({ table: t(6, 0, 8, 6, 0, 0), withoutLean: 0, late: 0 }))).toBe(
      "Minds changed: net swing 80.0 points towards Position A · 20 paired voters",
    );
    expect(swingCardLine(swingOf({ table: t(3, 1, 2, 2, 1, 1), withoutLean: 0, late: 0 }))).toBe(
      "Minds changed: too close to call (net swing 20.0 points towards Position A) · 10 paired voters",
    );
    expect(swingCardLine(swingOf({ table: t(0, 0, 0, 0, 0, 0), withoutLean: 4, late: 0 }))).toBeNull();
    expect(swingCardLine(undefined)).toBeNull();
  });

  it("is shown under the verdict once closed, and never while open", () => {
    const swing = swingOf({ table: t(6, 0, 8, 6, 0, 0), withoutLean: 0, late: 0 });
    const card = renderToStaticMarkup(<OgCard debate={debate({ swing })} now={ENDED + 1000} />);
    expect(card).toContain("Verdict: Position A won");
    expect(card.indexOf("Minds changed")).toBeGreaterThan(card.indexOf("Verdict: Position A won"));
    const open = renderToStaticMarkup(<OgCard debate={debate({ voteCount: { total: 13 } })} now={ENDED - 1000} />);
    expect(open).not.toContain("Minds changed");
  });
});

describe("an open debate's share card", () => {
  it("shows the turnout its URL is keyed by, and the deadline rather than a time left", () => {
    for (const [total, shown] of [
      [0, "No votes yet"],
      [1, "1 vote so far"],
      [13, "10+ votes so far"],
      [137, "100+ votes so far"],
      [2_499, "2,000+ votes so far"],
    ] as const) {
      const open = debate({ voteCount: { total }, votingEndsAt: new Date(ENDED).toISOString() });
      const key = Number(debateImageUrl(open, ENDED - 3 * 86_400_000).match(/state=open-(\d+)$/)?.[1]);
      const card = renderToStaticMarkup(<OgCard debate={open} now={ENDED - 3 * 86_400_000} />);
      expect(card).toContain(`${shown} · voting ends Jun 8, 2025`);
      expect(turnoutLabel(key), "the figure the URL is keyed by").toBe(shown);
      if (total > 1) expect(card).not.toContain(total.toLocaleString("en-US") + " vote");
      expect(card).not.toMatch(/days? left/);
    }
  });
});
