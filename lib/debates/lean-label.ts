import type { Lean } from "@/lib/enums";

type Sides = { positionATitle: string; positionBTitle: string };

const LEAN_LABELS: Record<Lean, (s: Sides) => string> = {
  A: (s) => `A: ${s.positionATitle}`,
  B: (s) => `B: ${s.positionBTitle}`,
  undecided: () => "Undecided",
};

/** A lean as the member reads it: 'A: {side A's title}', 'B: …' or 'Undecided'. */
export const leanLabel = (lean: Lean, sides: Sides) => LEAN_LABELS[lean](sides);
