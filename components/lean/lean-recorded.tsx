"use client";

import { useEffect, useRef } from "react";
import { Receipt } from "@/components/ballots/receipt";
import type { Debate, LeanStatus } from "@/lib/debates/types";
import { leanLabel } from "@/lib/debates/lean-label";

const KEEP_LEAN_RECEIPT = "Keep this to check your lean after the deadline";
export const LATE_LEAN = "It was recorded after you started the video, so it is kept but does not count in the swing.";
export const IN_TIME_LEAN =
  "Recorded before you watched. Sealed like your vote: nobody sees it before voting ends, when it is paired with your vote in the swing.";

type Sides = Pick<Debate, "positionATitle" | "positionBTitle">;

type Props = {
  debateId: number;
  debate: Sides;
  own: LeanStatus;
  /** just recorded here: the pressed button is gone, so focus moves to this panel */
  focus?: boolean;
  /** a refusal's message that led here (a second lean answered 409: this is the one the server holds) */
  notice?: string | null;
};

/**
 * The member's own lean, whether it counts (a late lean is kept but does not count in the swing) and its receipt,
 * folded: it is not the ballot's, which the vote's thanks shows.
 */
export function LeanRecorded({ debateId, debate, own, focus = false, notice }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="lean-heading"
      data-testid="lean-recorded"
      className="space-y-1.5 rounded-lg bg-muted p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {notice && (
        <p role="alert" className="text-sm text-destructive">
          {notice}
        </p>
      )}
      <h2 id="lean-heading" className="text-sm font-medium break-words">
        You leaned {leanLabel(own.lean, debate)}
      </h2>
      <p className="text-xs text-muted-foreground" data-testid="lean-counts">
        {own.late ? LATE_LEAN : IN_TIME_LEAN}
      </p>
      {/* out of the way of the ballot's receipt: folded, shortened until opened */}
      <details className="text-xs" data-testid="lean-receipt-details">
        <summary className="cursor-pointer rounded-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Lean receipt {own.receipt.slice(0, 8)}…
        </summary>
        <div className="mt-2">
          <Receipt debateId={debateId} receipt={own.receipt} note={KEEP_LEAN_RECEIPT} kind="lean" />
        </div>
      </details>
    </section>
  );
}
